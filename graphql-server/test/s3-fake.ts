/**
 * A local S3-compatible server for the integration tests (issue 30): the S3 media storage is tested over HTTP, with
 * the real @aws-sdk/client-s3, against what Amazon documents, without Docker. It implements exactly the calls the
 * shop makes, with path-style addresses (http://host:port/{bucket}/{key}, as MinIO is used), kept in memory:
 *
 * - PutObject, https://docs.aws.amazon.com/AmazonS3/latest/API/API_PutObject.html: `PUT /{bucket}/{key}` with the
 *   bytes as the body; `Content-Type` and `Cache-Control` are kept and answered on GET and HEAD ("system-defined
 *   object metadata"); 200 with the `ETag` (the MD5 of the bytes, quoted). A second PUT replaces the object.
 * - GetObject, https://docs.aws.amazon.com/AmazonS3/latest/API/API_GetObject.html: 200 with the bytes,
 *   `Content-Length`, `Content-Type`, `Cache-Control`, `ETag`, `Last-Modified`; an unknown key answers 404 with the
 *   XML error `NoSuchKey` (https://docs.aws.amazon.com/AmazonS3/latest/API/ErrorResponses.html).
 * - HeadObject, https://docs.aws.amazon.com/AmazonS3/latest/API/API_HeadObject.html: GetObject's headers without a
 *   body; "a HEAD request has the same options as a GET", and an unknown key is a 404 with no body ("the response
 *   body is empty", so the SDK names it NotFound).
 * - DeleteObject, https://docs.aws.amazon.com/AmazonS3/latest/API/API_DeleteObject.html: 204, also for a key that
 *   is not there ("If there isn't a null version, Amazon S3 does not remove any objects but will still respond that
 *   the command was successful").
 * - ListObjectsV2, https://docs.aws.amazon.com/AmazonS3/latest/API/API_ListObjectsV2.html: `GET /{bucket}?list-type=2`
 *   with `prefix`, `max-keys`, `start-after` and `continuation-token`; keys in UTF-8 binary order; `IsTruncated`,
 *   `KeyCount`, `NextContinuationToken` ("obfuscated and is not a real key"), and per object `Key`, `LastModified`,
 *   `ETag`, `Size`, `StorageClass`. "Returns some or all (up to 1,000) of the objects": this server returns at most
 *   `pageSize` (default 3) per answer, so every caller is proven to follow the continuation tokens.
 * - CreateBucket, https://docs.aws.amazon.com/AmazonS3/latest/API/API_CreateBucket.html: `PUT /{bucket}`, 200 with
 *   `Location`; the tests make one bucket per store. Any call on a bucket that does not exist answers `NoSuchBucket`.
 * - Authentication, Signature Version 4 in the Authorization header,
 *   https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html: the canonical request (method,
 *   the path as sent — "do not normalize URI paths" for S3 —, the query parameters sorted by name and URI-encoded,
 *   the signed headers lowercased and trimmed, the `x-amz-content-sha256` payload hash), the string to sign and the
 *   signing key derived from the secret, date, region and "s3" are computed here and compared; an unknown access key
 *   answers 403 `InvalidAccessKeyId`, another signature 403 `SignatureDoesNotMatch`, a body whose SHA-256 differs from
 *   the signed hash 400 `XAmzContentSHA256Mismatch`. A streaming (aws-chunked) upload, presigned URLs and every other
 *   call answer 501 `NotImplemented`: the shop must not start relying on one without this server learning it.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

interface StoredObject {
  data: Buffer;
  type: string;
  cacheControl: string | undefined;
  etag: string;
  modified: Date;
}

export interface FakeS3 {
  /** http://127.0.0.1:{port}: the endpoint for path-style requests. */
  endpoint: string;
  accessKeyId: string;
  secretAccessKey: string;
  close(): Promise<void>;
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
/** RFC 3986 encoding as SigV4 asks for: everything but A–Z a–z 0–9 - _ . ~ as %XX. */
const uriEncode = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const xmlEscape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export async function startFakeS3(options: { pageSize?: number } = {}): Promise<FakeS3> {
  const pageSize = options.pageSize ?? 3;
  const accessKeyId = 'lumina-test';
  const secretAccessKey = randomBytes(20).toString('hex');
  const buckets = new Map<string, Map<string, StoredObject>>();

  /** Checks the Authorization header against the request (SigV4); throws the error S3 answers otherwise. */
  function authenticate(req: http.IncomingMessage, rawPath: string, rawQuery: string, body: Buffer): void {
    const auth = req.headers.authorization ?? '';
    const match = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(auth);
    if (!match) throw new S3Error(400, 'AuthorizationHeaderMalformed', 'The authorization header is malformed.');
    const [, keyId, date, region, signedHeaders, signature] = match as unknown as [string, string, string, string, string, string];
    if (keyId !== accessKeyId) throw new S3Error(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
    const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
    if (payloadHash.startsWith('STREAMING-')) throw new S3Error(501, 'NotImplemented', 'Streaming (aws-chunked) uploads are not implemented by this test server.');
    if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) throw new S3Error(400, 'XAmzContentSHA256Mismatch', 'The provided x-amz-content-sha256 header does not match what was computed.');
    const amzDate = String(req.headers['x-amz-date'] ?? '');
    if (!amzDate.startsWith(date)) throw new S3Error(403, 'SignatureDoesNotMatch', 'The request date does not match the credential scope.');

    const query = rawQuery
      ? rawQuery
          .split('&')
          .map((pair) => pair.split('=').map((part) => uriEncode(decodeURIComponent(part.replace(/\+/g, '%20')))))
          .map(([name, value]) => [name!, value ?? ''] as const)
          .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
          .map(([name, value]) => `${name}=${value}`)
          .join('&')
      : '';
    const headers = signedHeaders
      .split(';')
      .map((name) => {
        const value = req.headers[name];
        return `${name}:${(Array.isArray(value) ? value.join(',') : (value ?? '')).trim().replace(/\s+/g, ' ')}\n`;
      })
      .join('');
    const canonical = [req.method, rawPath, query, headers, signedHeaders, payloadHash].join('\n');
    const scope = `${date}/${region}/s3/aws4_request`;
    const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
    const key = hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, date), region), 's3'), 'aws4_request');
    const expected = Buffer.from(hmac(key, toSign).toString('hex'));
    if (!timingSafeEqual(expected, Buffer.from(signature))) {
      throw new S3Error(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.');
    }
  }

  function bucketOf(name: string): Map<string, StoredObject> {
    const bucket = buckets.get(name);
    if (!bucket) throw new S3Error(404, 'NoSuchBucket', 'The specified bucket does not exist');
    return bucket;
  }

  function objectHeaders(res: http.ServerResponse, object: StoredObject): void {
    res.setHeader('Content-Type', object.type);
    res.setHeader('Content-Length', String(object.data.length));
    res.setHeader('ETag', object.etag);
    res.setHeader('Last-Modified', object.modified.toUTCString());
    if (object.cacheControl) res.setHeader('Cache-Control', object.cacheControl);
  }

  function list(res: http.ServerResponse, name: string, params: URLSearchParams): void {
    const bucket = bucketOf(name);
    const prefix = params.get('prefix') ?? '';
    const maxKeys = Math.min(Number(params.get('max-keys') ?? 1000), 1000, pageSize);
    const token = params.get('continuation-token');
    const after = token ? Buffer.from(token, 'base64url').toString() : (params.get('start-after') ?? '');
    const keys = [...bucket.keys()].filter((k) => k.startsWith(prefix) && k > after).sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
    const page = keys.slice(0, maxKeys);
    const truncated = keys.length > page.length;
    const contents = page
      .map((key) => {
        const o = bucket.get(key)!;
        return `<Contents><Key>${xmlEscape(key)}</Key><LastModified>${o.modified.toISOString()}</LastModified><ETag>${xmlEscape(o.etag)}</ETag><Size>${o.data.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`;
      })
      .join('');
    const next = truncated ? `<NextContinuationToken>${Buffer.from(page.at(-1)!).toString('base64url')}</NextContinuationToken>` : '';
    const echoed = token ? `<ContinuationToken>${xmlEscape(token)}</ContinuationToken>` : '';
    res.setHeader('Content-Type', 'application/xml');
    res.end(
      `<?xml version="1.0" encoding="UTF-8"?>\n<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${xmlEscape(name)}</Name><Prefix>${xmlEscape(prefix)}</Prefix>` +
        `<KeyCount>${page.length}</KeyCount><MaxKeys>${maxKeys}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${echoed}${next}${contents}</ListBucketResult>`,
    );
  }

  function answer(req: http.IncomingMessage, res: http.ServerResponse, body: Buffer): void {
    const url = req.url ?? '/';
    const [rawPath = '/', rawQuery = ''] = url.split('?', 2) as [string, string?];
    authenticate(req, rawPath, rawQuery, body);
    if (req.headers['content-encoding']?.includes('aws-chunked')) throw new S3Error(501, 'NotImplemented', 'aws-chunked is not implemented by this test server.');
    const params = new URLSearchParams(rawQuery);
    const [, bucketName = '', ...rest] = rawPath.split('/');
    const key = decodeURIComponent(rest.join('/'));
    if (!bucketName) throw new S3Error(501, 'NotImplemented', 'ListBuckets is not implemented by this test server.');
    if (!key) {
      if (req.method === 'PUT' && !rawQuery) {
        if (buckets.has(bucketName)) throw new S3Error(409, 'BucketAlreadyOwnedByYou', 'Your previous request to create the named bucket succeeded and you already own it.');
        buckets.set(bucketName, new Map());
        res.setHeader('Location', `/${bucketName}`);
        return void res.end();
      }
      if (req.method === 'GET' && params.get('list-type') === '2') return list(res, bucketName, params);
      throw new S3Error(501, 'NotImplemented', `${req.method} on a bucket with ${rawQuery || 'no query'} is not implemented by this test server.`);
    }
    const bucket = bucketOf(bucketName);
    const extra = [...params.keys()].filter((name) => name !== 'x-id');
    if (extra.length) throw new S3Error(501, 'NotImplemented', `${extra.join(', ')} on an object is not implemented by this test server.`);
    switch (req.method) {
      case 'PUT': {
        const etag = `"${createHash('md5').update(body).digest('hex')}"`;
        const cacheControl = req.headers['cache-control'];
        bucket.set(key, { data: body, type: req.headers['content-type'] ?? 'binary/octet-stream', cacheControl, etag, modified: new Date() });
        res.setHeader('ETag', etag);
        return void res.end();
      }
      case 'GET':
      case 'HEAD': {
        const object = bucket.get(key);
        if (!object) {
          if (req.method === 'HEAD') return void res.writeHead(404).end();
          throw new S3Error(404, 'NoSuchKey', 'The specified key does not exist.');
        }
        objectHeaders(res, object);
        return void res.end(req.method === 'GET' ? object.data : undefined);
      }
      case 'DELETE':
        bucket.delete(key);
        return void res.writeHead(204).end();
      default:
        throw new S3Error(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
    }
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      res.setHeader('x-amz-request-id', randomBytes(8).toString('hex').toUpperCase());
      try {
        answer(req, res, Buffer.concat(chunks));
      } catch (error) {
        const e = error instanceof S3Error ? error : new S3Error(500, 'InternalError', String(error));
        res.statusCode = e.status;
        res.setHeader('Content-Type', 'application/xml');
        res.end(req.method === 'HEAD' ? undefined : `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${e.code}</Code><Message>${xmlEscape(e.message)}</Message><RequestId>${res.getHeader('x-amz-request-id')}</RequestId></Error>`);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId,
    secretAccessKey,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
