import { momoSandboxCreateRoute } from '@/server/sandbox/sandbox.handlers';

export default momoSandboxCreateRoute;
