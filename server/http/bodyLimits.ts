/**
 * How big a request body may be, per route: JSON, form and multipart fields are small (the
 * largest honest body, a filter at its keyword limit or a post with a full poll, is a few
 * kilobytes); only the routes that take files take more, by the sizes the instance advertises
 * (configuration.media_attachments.image_size_limit / video_size_limit). Beyond: 413 with
 * Mastodon's {"error": "..."} body.
 */
import type { FastifyInstance, RouteOptions } from 'fastify';
import {
  IMAGE_SIZE_LIMIT_BYTES,
  PROFILE_IMAGE_LIMIT_BYTES,
  VIDEO_SIZE_LIMIT_BYTES,
} from '../config';
import { ApiError } from './errors';

/** JSON and form bodies, and each multipart field. */
export const BODY_LIMIT_BYTES = 262_144;
/** Room for a multipart body's boundaries, part headers and small fields around its files. */
const MULTIPART_OVERHEAD_BYTES = BODY_LIMIT_BYTES;
/** Fields in one multipart body: Rails-style names make one field per value. */
const MULTIPART_FIELDS = 1000;

/** Multipart limits as @fastify/multipart (busboy) takes them. */
interface UploadLimits {
  fileSize: number;
  files: number;
  fieldSize: number;
  fields: number;
  parts: number;
}

/** The routes that take files, and the files they take. */
interface Upload {
  methods: string[];
  url: string;
  /** The largest file, and how many files at most. */
  fileSize: number;
  files: number;
}

const UPLOADS: Upload[] = [
  // A file (video is the largest kind) and its thumbnail, an image.
  { methods: ['POST'], url: '/api/v1/media', fileSize: VIDEO_SIZE_LIMIT_BYTES, files: 2 },
  { methods: ['POST'], url: '/api/v2/media', fileSize: VIDEO_SIZE_LIMIT_BYTES, files: 2 },
  {
    methods: ['PUT', 'PATCH'],
    url: '/api/v1/media/:id',
    fileSize: IMAGE_SIZE_LIMIT_BYTES,
    files: 1,
  },
  // Avatar and header.
  {
    methods: ['PATCH', 'PUT', 'POST'],
    url: '/api/v1/accounts/update_credentials',
    fileSize: PROFILE_IMAGE_LIMIT_BYTES,
    files: 2,
  },
];

const limitsOf = (upload: Upload | undefined): UploadLimits => ({
  fileSize: upload?.fileSize ?? BODY_LIMIT_BYTES,
  files: upload?.files ?? 0,
  fieldSize: BODY_LIMIT_BYTES,
  fields: MULTIPART_FIELDS,
  parts: MULTIPART_FIELDS + (upload?.files ?? 0),
});

/** A whole body's limit: its files at their largest, plus the fields around them. */
const totalOf = (limits: UploadLimits): number =>
  limits.files * limits.fileSize + MULTIPART_OVERHEAD_BYTES;

function uploadFor(route: RouteOptions): Upload | undefined {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return UPLOADS.find(
    (upload) => upload.url === route.url && methods.some((m) => upload.methods.includes(m)),
  );
}

const TOO_LARGE = 'Request body is too large';

/**
 * Sets every route's limits as it is declared (so register this before the routes): fastify's
 * bodyLimit for JSON and forms, busboy's for multipart, and a check of the declared length so
 * a multipart body too big as a whole is refused before it is read.
 */
export function registerBodyLimits(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const upload = uploadFor(route);
    const limits = limitsOf(upload);
    const total = upload ? totalOf(limits) : BODY_LIMIT_BYTES + MULTIPART_OVERHEAD_BYTES;
    route.bodyLimit ??= BODY_LIMIT_BYTES;
    route.config = { ...route.config, multipartOptions: { limits } };
    const checkLength = async (request: { headers: Record<string, unknown> }) => {
      const length = Number(request.headers['content-length']);
      if (Number.isFinite(length) && length > total) throw new ApiError(413, TOO_LARGE);
    };
    const existing = route.onRequest;
    route.onRequest = existing
      ? [...(Array.isArray(existing) ? existing : [existing]), checkLength]
      : [checkLength];
  });
}

/** Fastify's and busboy's own size errors, in words a client can show. */
export const SIZE_ERRORS: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: TOO_LARGE,
  FST_REQ_FILE_TOO_LARGE: 'File is too large',
  FST_FILES_LIMIT: 'Too many files in one request',
  FST_FIELDS_LIMIT: 'Too many fields in one request',
  FST_PARTS_LIMIT: 'Too many parts in one request',
};
