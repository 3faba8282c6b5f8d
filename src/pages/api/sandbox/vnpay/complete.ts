import { vnpaySandboxCompleteRoute } from '@/server/sandbox/sandbox.handlers';

export default vnpaySandboxCompleteRoute;
