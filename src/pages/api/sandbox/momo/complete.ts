import { momoSandboxCompleteRoute } from '@/server/sandbox/sandbox.handlers';

export default momoSandboxCompleteRoute;
