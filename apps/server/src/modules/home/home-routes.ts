import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';

/** The home calls of issue 24, registered from their contracts (built by the feature's own commit). */
export async function homeRoutes(_app: FastifyInstance, _opts: { db: Db; config: AppConfig }) {}
