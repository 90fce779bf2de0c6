import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { AppError } from '../../shared/errors';
import { currentUser, type Context } from '../../shared/context';
import { reportOf, type ImportJobView } from './import-jobs';
import { presentReport } from './import-report';
import { ExportLinks, ImportJob, ImportReport, RunImportArgs, StartImportArgs } from './portability.types';
import { connectionType, PageArgs, pageRequest, type Connection } from '../../shared/pagination';
import { portabilityText } from './portability.messages';

const ImportJobConnection = connectionType(ImportJob, 'ImportJob', 'newest first (by when each job was made, then id)');

@Authorized()
@Resolver()
export class PortabilityResolver {
  @Query(() => ExportLinks, { description: "Download links of the signed-in user's export: Cairn JSON, Loop CSV zip, and the JSON Schema." })
  exportLinks(@Ctx() ctx: Context): ExportLinks {
    currentUser(ctx);
    return { json: '/api/export?format=json', csv: '/api/export?format=csv', schema: '/api/export/schema' };
  }

  @Query(() => ImportJob, { description: "An import job of the signed-in user (from startImport): its status, then its report or why it failed. Another user's job is NOT_FOUND." })
  importJob(@Arg('id', () => ID, { description: "The job's id." }) id: string, @Ctx() ctx: Context): Promise<ImportJobView> {
    return ctx.services.importJobs.status(currentUser(ctx), id);
  }

  @Query(() => ImportJobConnection, { description: "A page of the signed-in user's import jobs, newest first: by when each was made, then id." })
  importJobsConnection(@Args() { first, after }: PageArgs, @Ctx() ctx: Context): Promise<Connection<ImportJobView>> {
    return ctx.services.importJobs.page(currentUser(ctx), pageRequest(first, after));
  }

  @Mutation(() => ImportReport, {
    description: 'Imports a file previewed with POST /api/import?dryRun=1 (multipart field "file"), by its uploadId; or previews it again with another choice of what to keep. All or nothing. '
      + 'An import still running after a few seconds answers CONFLICT naming its job: follow it with importJob(id), or use startImport.',
  })
  async runImport(@Args() { uploadId, dryRun, keep }: RunImportArgs, @Ctx() ctx: Context): Promise<ImportReport> {
    const outcome = await ctx.services.importJobs.submit(currentUser(ctx), { uploadId }, { dryRun: dryRun ?? false, keep: keep ?? null });
    const report = reportOf(outcome);
    if (!report) throw new AppError('CONFLICT', portabilityText('stillRunning', { id: outcome.job!.id }));
    return presentReport(report, ctx.locale);
  }

  @Mutation(() => ImportJob, {
    description: 'Starts importing a file previewed with POST /api/import?dryRun=1, by its uploadId, and waits a few seconds: the job comes back done (with its report), failed (with why), or still queued or running (follow it with importJob(id)). All or nothing.',
  })
  async startImport(@Args() { uploadId, keep }: StartImportArgs, @Ctx() ctx: Context): Promise<ImportJobView> {
    const outcome = await ctx.services.importJobs.submit(currentUser(ctx), { uploadId }, { dryRun: false, keep: keep ?? null });
    return outcome.job!; // an import of an uploadId always has its job
  }
}

/** A job's report and why it failed, said in the request's language (their texts are kept as keys and values). */
@Resolver(() => ImportJob)
export class ImportJobFieldsResolver {
  @FieldResolver()
  report(@Root() job: ImportJobView, @Ctx() ctx: Context): ImportReport | null {
    return job.report && presentReport(job.report, ctx.locale);
  }

  @FieldResolver()
  message(@Root() job: ImportJobView, @Ctx() ctx: Context): string | null {
    return job.message?.in(ctx.locale) ?? null;
  }
}
