import { describe, expect, it } from 'vitest';
import { parseStorageUrl, redactStorageUrl, StorageUrlError } from './storage-url';

describe('parseStorageUrl', () => {
  it('reads bucket, prefix, endpoint, region, path style and credentials', () => {
    expect(
      parseStorageUrl(
        's3://AKIA%2B1:s%2Fecret@my-bucket/mct/prod?endpoint=http://127.0.0.1:4569&region=sa-east-1&forcePathStyle=true',
      ),
    ).toEqual({
      bucket: 'my-bucket',
      prefix: 'mct/prod/',
      endpoint: 'http://127.0.0.1:4569',
      region: 'sa-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'AKIA+1', secretAccessKey: 's/ecret' },
    });
  });

  it('defaults to AWS itself, us-east-1, virtual-host style and the SDK credential chain', () => {
    expect(parseStorageUrl('s3://screens.example')).toEqual({
      bucket: 'screens.example',
      prefix: '',
      endpoint: undefined,
      region: 'us-east-1',
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it.each([
    ['http://bucket', 's3://'],
    ['not a url', 'não é uma URL'],
    ['s3://B', 'bucket'],
    ['s3://bucket/../x', 'prefixo'],
    ['s3://bucket/a b', 'prefixo'],
    ['s3://bucket?endpoint=ftp://x', 'endpoint'],
    ['s3://bucket?forcePathStyle=yes', 'forcePathStyle'],
    ['s3://bucket?regoin=x', 'opção desconhecida'],
    ['s3://key@bucket', 'juntos'],
  ])('refuses %s, saying what is wrong', (url, words) => {
    expect(() => parseStorageUrl(url)).toThrow(StorageUrlError);
    expect(() => parseStorageUrl(url)).toThrow(words);
  });

  it('hides the secret in what may be logged', () => {
    expect(redactStorageUrl('s3://KEY:SECRET@bucket/p?region=x')).toBe('s3://***@bucket/p?region=x');
    expect(redactStorageUrl('s3://bucket')).toBe('s3://bucket');
  });
});
