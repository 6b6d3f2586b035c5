import type { FastifyRequest } from 'fastify';

/** The instance is whatever host the request came to (e.g. localhost:8080). */
export function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

export function hostOf(request: FastifyRequest): string {
  return request.host;
}

export function streamingOrigin(origin: string): string {
  return origin.replace(/^http/, 'ws');
}
