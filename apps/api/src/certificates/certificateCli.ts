// The staff's certificate tool, run on the shop API's machine with the API's environment (RANZEN_DATA_DIR
// or DATABASE_URL); with PGlite, while no API holds the data folder. A certificate's file has no URL:
// staff export it here to a folder of their own, look at it, and accept or reject it (b2bCertificates.ts).
//
//   pnpm --filter @ranzen/api certificates list
//   pnpm --filter @ranzen/api certificates export <certificate id> <folder>
//   pnpm --filter @ranzen/api certificates accept <certificate id>
//   pnpm --filter @ranzen/api certificates reject <certificate id>
import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { openDatabase } from '../db/client';
import { DEFAULT_DATA_DIR } from '../server';
import { readUploadForStaff } from '../uploads/uploadStore';
import { certificatesInReview, certificateUploadId, reviewCertificate } from './b2bCertificates';

const USAGE =
  'usage: pnpm --filter @ranzen/api certificates list | export <id> <folder> | accept <id> | reject <id>';

const [command, certificateId = '', folder] = process.argv.slice(2);
const dataDir = process.env.RANZEN_DATA_DIR || DEFAULT_DATA_DIR;
const database = await openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL || undefined });

async function run(): Promise<string> {
  const { db } = database;
  switch (command) {
    case 'list': {
      const waiting = await certificatesInReview(db);
      if (waiting.length === 0) return 'no certificate awaits review';
      return waiting
        .map((row) =>
          [row.certificateId, row.uploadedAt.toISOString(), row.customerNumber, row.institution].join('\t'),
        )
        .join('\n');
    }
    case 'export': {
      if (!folder) throw new Error(USAGE);
      const uploadId = await certificateUploadId(db, certificateId);
      const upload = uploadId ? await readUploadForStaff(db, dataDir, uploadId) : null;
      if (!upload) throw new Error(`no certificate ${certificateId}`);
      const path = join(resolve(folder), `certificate-${certificateId}.${upload.fileName.split('.').pop()}`);
      await writeFile(path, upload.body, { flag: 'wx', mode: 0o600 });
      return `${upload.contentType} written to ${path}`;
    }
    case 'accept':
    case 'reject': {
      const decided = await reviewCertificate(
        db,
        certificateId,
        command === 'accept' ? 'ACCEPTED' : 'REJECTED',
      );
      if (!decided) throw new Error(`no certificate ${certificateId} in review`);
      return `certificate ${certificateId} ${command === 'accept' ? 'accepted' : 'rejected'}`;
    }
    default:
      throw new Error(USAGE);
  }
}

try {
  console.log(await run());
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
