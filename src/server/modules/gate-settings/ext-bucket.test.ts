import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  extBucketUpdateSchema,
  localFolderSchema,
  s3EndpointProblem,
} from '../../../shared/api/gate-settings';
import { attachmentFolder } from './ext-bucket';

describe('the attachment store', () => {
  it('keeps a local folder under the data directory', () => {
    expect(attachmentFolder('/srv/data', 'gate-attachments')).toBe(
      path.resolve('/srv/data/gate-attachments'),
    );
    expect(attachmentFolder('/srv/data', 'photos/2026')).toBe(path.resolve('/srv/data/photos/2026'));
    expect(attachmentFolder('/srv/data', '../etc')).toBeUndefined();
    expect(localFolderSchema.safeParse('../etc').success).toBe(false);
    expect(localFolderSchema.safeParse('/etc').success).toBe(false);
    expect(localFolderSchema.safeParse('C:\\data').success).toBe(false);
    expect(localFolderSchema.safeParse('photos').success).toBe(true);
  });

  it('takes an S3 endpoint that is an http(s) URL without credentials', () => {
    expect(s3EndpointProblem('https://s3.eu-west-1.amazonaws.com')).toBeUndefined();
    expect(s3EndpointProblem('http://minio.local:9000')).toBeUndefined();
    expect(s3EndpointProblem('s3.amazonaws.com')).toBeDefined();
    expect(s3EndpointProblem('ftp://files.example')).toBeDefined();
    expect(s3EndpointProblem('https://key:secret@s3.example')).toBeDefined();
    expect(s3EndpointProblem('https://s3.example/?x=1')).toBeDefined();
  });

  it('asks for the endpoint and bucket of an S3 store only', () => {
    const base = { LocalFolder: 'gate-attachments', version: 1 };
    expect(extBucketUpdateSchema.safeParse({ ...base, StorageKind: 'local' }).success).toBe(true);
    const s3 = extBucketUpdateSchema.safeParse({ ...base, StorageKind: 's3' });
    expect(s3.success ? [] : s3.error.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'S3Bucket',
      'S3Endpoint',
    ]);
  });
});
