import { createReadStream } from 'node:fs';
import { Router, type Request, type Response } from 'express';
import busboy from 'busboy';
import { requireUser } from '../../http/auth';
import { restTokenScope } from '../../http/access-token';
import { uploadCsrfGuard } from '../../http/csrf';
import { badInput, notFound } from '../../shared/errors';
import { userToday } from '../../shared/dates';
import { isUuid } from '../../shared/ids';
import type { Services } from '../../shared/context';
import { sendList } from '../../http/pages';
import { EXPORT_SCHEMA_FILE } from './export-document';
import { MAX_UPLOAD_BYTES } from './import-limits';
import { tooLarge } from './import.service';
import { reportOf, type ImportJobView, type ImportOutcome } from './import-jobs';
import { presentReport } from './import-report';
import { streamSink, type Sink } from './sink';
import { portabilityText } from './portability.messages';

const KEY = /^[hgt]\d{1,6}$/;

/** A job as REST answers it, its report and why it failed in `locale`'s language. */
const jobJson = (job: ImportJobView, locale: string) => ({ ...job, report: job.report && presentReport(job.report, locale), message: job.message?.in(locale) ?? null });

/** A finished import answers its report (200), in the request's language; one still queued or running answers 202 with where to follow it. */
function answerImport(req: Request, res: Response, outcome: ImportOutcome): void {
  const report = reportOf(outcome);
  if (report) res.json(presentReport(report, req.locale ?? 'en'));
  else res.status(202).json({ jobId: outcome.job!.id, status: outcome.job!.status, statusUrl: `/api/import/jobs/${outcome.job!.id}` });
}

/** `keep=h1,h2,t3`: the items to import; absent imports all. */
function keepOf(value: unknown): string[] | null {
  if (value === undefined || value === null) return null;
  if (Array.isArray(value)) return keepOf(value.join(','));
  if (typeof value !== 'string') throw badInput(portabilityText('keepList'));
  const keys = value.split(',').map((key) => key.trim()).filter(Boolean);
  if (keys.length > 10000 || !keys.every((key) => KEY.test(key))) throw badInput(portabilityText('keepList'));
  return keys;
}

function dryRunOf(value: unknown): boolean {
  if (value === undefined || value === '0' || value === 'false' || value === false) return false;
  if (value === '1' || value === 'true' || value === true) return true;
  throw badInput(portabilityText('dryRun'));
}

/** The multipart body's one file, read with busboy within the size limit. */
function readUpload(req: Request, res: Response): Promise<{ bytes: Uint8Array; fileName: string }> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { files: 1, fileSize: MAX_UPLOAD_BYTES, fields: 5, fieldSize: 1024, parts: 10 } });
    } catch {
      reject(badInput(portabilityText('multipart')));
      return;
    }
    const chunks: Buffer[] = [];
    let fileName = '';
    let found = false;
    let truncated = false;
    parser.on('file', (field, stream, info) => {
      if (field !== 'file' || found) { stream.resume(); return; }
      found = true;
      fileName = info.filename ?? '';
      stream.on('data', (chunk: Buffer) => { if (!truncated) chunks.push(chunk); });
      stream.on('limit', () => { truncated = true; chunks.length = 0; });
    });
    parser.on('error', () => reject(badInput(portabilityText('uploadCut'))));
    parser.on('close', () => {
      if (truncated) {
        res.locals.status = 413;
        reject(tooLarge());
      } else if (!found) {
        reject(badInput(portabilityText('chooseFile')));
      } else {
        resolve({ bytes: new Uint8Array(Buffer.concat(chunks)), fileName });
      }
    });
    req.pipe(parser);
  });
}

/** POST /api/import: a multipart upload, so it runs before the façade's JSON parser, with the upload's own cross-site guard. */
export function importUploadRoute(services: Services, appUrl: string): Router {
  const router = Router();
  router.post('/import', (req, _res, next) => { requireUser(req); next(); }, restTokenScope(), uploadCsrfGuard(appUrl), async (req, res) => {
    const user = requireUser(req);
    const options = { dryRun: dryRunOf(req.query.dryRun), keep: keepOf(req.query.keep) };
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > MAX_UPLOAD_BYTES + 64 * 1024) {
      // Refused before reading: the body is drained, not kept.
      req.resume();
      await new Promise((resolve) => { req.on('end', resolve); req.on('close', resolve); });
      res.locals.status = 413;
      throw tooLarge();
    }
    const file = await readUpload(req, res);
    answerImport(req, res, await services.importJobs.submit(user, file, options));
  });
  return router;
}

/** GET /api/export, GET /api/export/schema, POST /api/import/{uploadId}. */
export function portabilityRoutes(services: Services): Router {
  const router = Router();

  router.get('/export', async (req, res) => {
    const user = requireUser(req);
    const format = req.query.format ?? 'json';
    if (format !== 'json' && format !== 'csv') throw badInput(portabilityText('exportFormat'));
    const day = userToday(user);
    res.setHeader('Cache-Control', 'no-store');
    // The download's headers go out with its first bytes: an error before them answers JSON, not a file named like the export.
    const begin = () => {
      if (res.headersSent) return;
      res.setHeader('Content-Type', format === 'json' ? 'application/json; charset=utf-8' : 'application/zip');
      res.setHeader('Content-Disposition', `attachment; filename="${format === 'json' ? `cairn-export-${day}.json` : `cairn-loop-csv-${day}.zip`}"`);
    };
    try {
      const stream = streamSink(res);
      const sink: Sink = { write: (chunk) => { begin(); return stream.write(chunk); } };
      // A heavy read: on the read replica when the user's writes are there (db/replica.ts); a
      // replica lost before the first byte hands the export to the primary.
      await services.reads.run(user.id, (reads) => (format === 'json' ? reads.exports.writeJson(user, sink) : reads.exports.writeLoopZip(user, sink)),
        { retryable: () => !res.headersSent });
      begin();
      res.end();
    } catch (error) {
      // Once the first bytes are out no error answer can follow: the download is cut off instead.
      if (!res.headersSent) {
        res.removeHeader('Content-Disposition');
        throw error;
      }
      req.log.warn({ err: error }, 'export interrupted');
      res.destroy();
    }
  });

  router.get('/export/schema', (_req, res) => {
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    createReadStream(EXPORT_SCHEMA_FILE).pipe(res);
  });

  router.post('/import/:id', async (req, res) => {
    const user = requireUser(req);
    const uploadId = String(req.params.id);
    if (!isUuid(uploadId)) throw notFound('Upload');
    const body = (req.body ?? {}) as { dryRun?: unknown; keep?: unknown };
    const options = { dryRun: dryRunOf(body.dryRun), keep: keepOf(body.keep) };
    answerImport(req, res, await services.importJobs.submit(user, { uploadId }, options));
  });

  // Every job of the user, newest first; with ?limit= a page and a Link to the next.
  router.get('/import/jobs', async (req, res) => {
    const user = requireUser(req);
    await sendList(req, res, { all: () => services.importJobs.list(user), page: (page) => services.importJobs.page(user, page) }, (rows) => rows.map((job) => jobJson(job, req.locale ?? 'en')));
  });

  router.get('/import/jobs/:id', async (req, res) => {
    const user = requireUser(req);
    const job = await services.importJobs.status(user, String(req.params.id));
    res.json(jobJson(job, req.locale ?? 'en'));
  });

  return router;
}
