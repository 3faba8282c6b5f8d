import { momoSandboxQueryRoute } from '@/server/sandbox/sandbox.handlers';

export default momoSandboxQueryRoute;
