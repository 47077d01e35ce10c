/**
 * STORAGE_URL: where uploaded images live when not under DATA_DIR. One form, an S3-compatible bucket:
 *
 *   s3://[ACCESS_KEY:SECRET@]bucket[/prefix][?endpoint=URL&region=R&forcePathStyle=true]
 *
 * - `bucket` must exist; `prefix` (optional) is put before every key, so one bucket can hold several installs.
 * - `endpoint`: the provider's URL (MinIO, R2, Spaces, s3rver…); absent means AWS itself.
 * - `region`: default `us-east-1` (most S3-compatible providers ignore it, but the signature names it).
 * - `forcePathStyle=true`: `endpoint/bucket/key` instead of `bucket.endpoint/key` (MinIO and local servers).
 * - Credentials: the URL's user and password (percent-encoded) when given; otherwise the AWS SDK's own chain
 *   (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY/AWS_SESSION_TOKEN, ~/.aws, an instance or container role).
 */
export interface S3Location {
  bucket: string;
  /** '' or segments ending in '/'. */
  prefix: string;
  endpoint: string | undefined;
  region: string;
  forcePathStyle: boolean;
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

export class StorageUrlError extends Error {
  override name = 'StorageUrlError';
}

const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const PREFIX_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
const OPTIONS = new Set(['endpoint', 'region', 'forcePathStyle']);

/** Reads a STORAGE_URL; the error's message (Portuguese, for the operator) says which part is wrong. */
export function parseStorageUrl(text: string): S3Location {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new StorageUrlError('não é uma URL (ex.: s3://bucket?region=us-east-1)');
  }
  if (url.protocol !== 's3:') throw new StorageUrlError('deve começar com s3://');
  // The URL parser would quietly resolve them; a prefix that walks is surely a typo.
  if (/\/\.\.?(\/|\?|#|$)/.test(text.split('?', 1)[0] ?? ''))
    throw new StorageUrlError('o prefixo não pode ter "." nem ".." como parte');
  const bucket = url.hostname;
  if (!BUCKET.test(bucket)) throw new StorageUrlError(`nome de bucket inválido: "${bucket}"`);
  const segments = decodeURIComponent(url.pathname).split('/').filter(Boolean);
  if (!segments.every((s) => PREFIX_SEGMENT.test(s)))
    throw new StorageUrlError('o prefixo só pode ter letras, dígitos, ".", "_" e "-" entre barras');
  for (const name of url.searchParams.keys())
    if (!OPTIONS.has(name))
      throw new StorageUrlError(`opção desconhecida: "${name}" (aceitas: endpoint, region, forcePathStyle)`);

  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  if (endpoint !== undefined && !/^https?:\/\/[^/]/.test(endpoint))
    throw new StorageUrlError('endpoint deve ser uma URL http:// ou https://');
  const forcePathStyle = url.searchParams.get('forcePathStyle') ?? 'false';
  if (forcePathStyle !== 'true' && forcePathStyle !== 'false')
    throw new StorageUrlError('forcePathStyle deve ser true ou false');

  const user = decodeURIComponent(url.username);
  const password = decodeURIComponent(url.password);
  if (Boolean(user) !== Boolean(password))
    throw new StorageUrlError('informe a chave e o segredo juntos (s3://CHAVE:SEGREDO@bucket)');

  return {
    bucket,
    prefix: segments.length ? `${segments.join('/')}/` : '',
    endpoint,
    region: url.searchParams.get('region') || 'us-east-1',
    forcePathStyle: forcePathStyle === 'true',
    credentials: user ? { accessKeyId: user, secretAccessKey: password } : undefined,
  };
}

/** The URL without its secret, for logs and error messages. */
export function redactStorageUrl(text: string): string {
  return text.replace(/^(s3:\/\/)[^@/?#]*@/, '$1***@');
}
