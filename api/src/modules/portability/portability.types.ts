import { ArgsType, Field, ID, Int, ObjectType } from 'type-graphql';
import { ArrayMaxSize, IsBoolean, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { says } from '../../shared/validate';
import { validationText } from '../../shared/validation.messages';

@ObjectType('ExportLinks', { description: "Where the signed-in user's export downloads (GET, with the session cookie or an access token)." })
export class ExportLinks {
  @Field({ description: 'The whole account as one Cairn JSON document (api/schemas/cairn-export.v1.schema.json).' })
  json: string;

  @Field({ description: "A zip in Loop Habit Tracker's CSV layout: Habits.csv, a folder per habit with Checkmarks.csv, and the combined Checkmarks.csv." })
  csv: string;

  @Field({ description: 'The JSON Schema the JSON document follows.' })
  schema: string;
}

@ObjectType('ImportHabitPreview', { description: 'One habit of the file and what the import does with it.' })
export class ImportHabitPreview {
  @Field({ description: 'Names the habit in `keep` (e.g. "h1"); stable for one file.' })
  key: string;

  @Field({ description: 'Its name.' })
  name: string;

  @Field({ description: 'CREATE: a new habit; MERGE: days added to your habit of that name.' })
  action: string;

  @Field(() => Int, { description: 'Days it brings that you do not have yet (done, amounts and skips).' })
  days: number;

  @Field(() => Int, { description: 'Notes it brings: of those days, and of days not done (a day holds a note whatever its state).' })
  notes: number;

  @Field(() => Int, { description: 'Of those days, how many are skipped.' })
  skips: number;

  @Field(() => [String], { description: 'The reminder times (HH:MM) it is given; empty when the file has none, or when it merges into your habit of that name (which keeps its own).' })
  reminderTimes: string[];

  @Field({ description: 'Whether it is imported (all are, unless `keep` names others).' })
  selected: boolean;
}

@ObjectType('ImportGoalPreview', { description: 'One goal of the file and what the import does with it.' })
export class ImportGoalPreview {
  @Field({ description: 'Names the goal in `keep` (e.g. "g1").' })
  key: string;

  @Field({ description: 'Its name.' })
  name: string;

  @Field({ description: 'CREATE: a new goal; EXISTS: you have it already.' })
  action: string;

  @Field({ description: 'Whether it is imported.' })
  selected: boolean;
}

@ObjectType('ImportTaskPreview', { description: 'One task of the file and what the import does with it.' })
export class ImportTaskPreview {
  @Field({ description: 'Names the task in `keep` (e.g. "t1").' })
  key: string;

  @Field({ description: 'What is to be done.' })
  text: string;

  @Field({ description: 'CREATE: a new task; EXISTS: you have it already (same text, same day done).' })
  action: string;

  @Field({ description: 'True for a task done already.' })
  complete: boolean;

  @Field({ description: 'Whether it is imported.' })
  selected: boolean;
}

@ObjectType('ImportReminders', { description: "The file's reminder channels and daily summary, which the import takes over." })
export class ImportReminders {
  @Field({ description: 'Reminders by push notification.' })
  push: boolean;

  @Field({ description: 'Reminders by email.' })
  email: boolean;

  @Field(() => String, { nullable: true, description: "The daily summary's time (HH:MM); null: no summary." })
  summaryTime: string | null;
}

@ObjectType('ImportNotCarried', { description: 'Something in the file Cairn cannot keep, in the language of the request.' })
export class ImportNotCarried {
  @Field({ description: 'What it is.' })
  what: string;

  @Field({ description: 'Why it is not carried.' })
  reason: string;
}

@ObjectType('ImportVacations', { description: 'Vacations of the file.' })
export class ImportVacations {
  @Field(() => Int, { description: 'New vacations.' })
  create: number;

  @Field(() => Int, { description: 'Vacations you have already.' })
  existing: number;
}

@ObjectType('ImportTotals', { description: 'What the import adds, over the chosen items.' })
export class ImportTotals {
  @Field(() => Int, { description: 'New habits.' })
  habits: number;

  @Field(() => Int, { description: 'New days, over all habits.' })
  days: number;

  @Field(() => Int, { description: 'New notes.' })
  notes: number;

  @Field(() => Int, { description: 'New goals.' })
  goals: number;

  @Field(() => Int, { description: 'New tasks.' })
  tasks: number;

  @Field(() => Int, { description: 'New vacations.' })
  vacations: number;
}

@ObjectType('ImportReport', { description: 'What an import will do (a dry run) or did.' })
export class ImportReport {
  @Field(() => ID, { nullable: true, description: 'The previewed file, kept for an hour: runImport(uploadId) imports it without a second upload.' })
  uploadId: string | null;

  @Field({ description: 'The format read: loop-csv, loop-db, habitica-json, habitica-csv or cairn-json.' })
  format: string;

  @Field({ description: 'The format, in words, in the language of the request.' })
  formatLabel: string;

  @Field({ description: 'True for a preview: nothing was changed.' })
  dryRun: boolean;

  @Field(() => Int, { description: 'The largest file an import reads, in bytes.' })
  maxUploadBytes: number;

  @Field(() => [ImportHabitPreview], { description: "The file's habits." })
  habits: ImportHabitPreview[];

  @Field(() => [ImportGoalPreview], { description: "The file's goals." })
  goals: ImportGoalPreview[];

  @Field(() => [ImportTaskPreview], { description: "The file's tasks." })
  tasks: ImportTaskPreview[];

  @Field(() => ImportVacations, { description: "The file's vacations." })
  vacations: ImportVacations;

  @Field({ description: 'True when the file carries settings (time zone, day start, focus areas, challenges) that the import takes over.' })
  settings: boolean;

  @Field(() => ImportReminders, { nullable: true, description: 'The reminder channels and daily summary the import takes over; null when the file has none (an export made before they were carried, or another app\'s).' })
  reminders: ImportReminders | null;

  @Field(() => [ImportNotCarried], { description: 'What cannot be carried, and why.' })
  notCarried: ImportNotCarried[];

  @Field(() => String, { nullable: true, description: "Why the import cannot run as chosen (the Free plan's limits); null when it can." })
  planLimit: string | null;

  @Field(() => ImportTotals, { description: 'What the import adds.' })
  totals: ImportTotals;

  @Field({ description: 'One sentence in the language of the request, e.g. "Imported 2 habits, 312 days, 4 notes; 1 item not carried: …".' })
  summary: string;
}

@ArgsType()
export class RunImportArgs {
  @Field(() => ID, { description: 'The uploadId of a preview (POST /api/import?dryRun=1).' })
  @IsUUID('all', says(validationText('uploadId')))
  uploadId: string;

  @Field({ nullable: true, defaultValue: false, description: 'True to preview again (e.g. with another `keep`), false to import.' })
  @IsOptional()
  @IsBoolean()
  dryRun?: boolean;

  @Field(() => [String], { nullable: true, description: 'The keys of the habits, goals and tasks to import; null imports all.' })
  @IsOptional()
  @ArrayMaxSize(10000)
  @IsString({ each: true })
  @MaxLength(20, { each: true })
  keep?: string[] | null;
}

@ObjectType('ImportJob', { description: 'An import running as a job, so a long one survives a restart: its status, then its report or why it failed.' })
export class ImportJob {
  @Field(() => ID, { description: "The job's id (importJob(id), GET /api/import/jobs/{id})." })
  id: string;

  @Field({ description: 'queued, running, done or failed.' })
  status: string;

  @Field(() => ImportReport, { nullable: true, description: 'What the import did, once done.' })
  report: ImportReport | null;

  @Field(() => String, { nullable: true, description: 'Why it failed: the error code (e.g. BAD_USER_INPUT, PLAN_LIMIT).' })
  code: string | null;

  @Field(() => String, { nullable: true, description: 'Why it failed, in words to show.' })
  message: string | null;
}

@ArgsType()
export class StartImportArgs {
  @Field(() => ID, { description: 'The uploadId of a preview (POST /api/import?dryRun=1).' })
  @IsUUID('all', says(validationText('uploadId')))
  uploadId: string;

  @Field(() => [String], { nullable: true, description: 'The keys of the habits, goals and tasks to import; null imports all.' })
  @IsOptional()
  @ArrayMaxSize(10000)
  @IsString({ each: true })
  @MaxLength(20, { each: true })
  keep?: string[] | null;
}
