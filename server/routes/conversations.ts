import { Hono } from 'hono';
import type { AppEnv, ServerDeps } from '../http/env';

/** Conversations and offers (issue [5]); see src/contract/conversations.ts. */
export const conversationRoutes = (_deps: ServerDeps) => new Hono<AppEnv>();
