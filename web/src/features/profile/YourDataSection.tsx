import { useApolloClient, useMutation } from '@apollo/client/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type DragEvent } from 'react';
import { RunImportDocument, StartImportDocument, type ImportReport_ReportFragment } from '../../gql/graphql';
import { apiMessage, describeApiError } from '../../ui/api-error';
import { useOutcome } from '../../ui/useOutcome';
import { BusyButton } from '../../ui/BusyButton';
import { Notice } from '../../ui/Notice';
import { useImportJob } from './useImportJob';
import { useUpload } from './useUpload';
import { YOUR_DATA_TEXTS as T } from './your-data-texts';
import type { MessageDescriptor } from '@lingui/core';
import './your-data.css';

/** The size limit the server states in every preview; shown before the first one. */
const MAX_UPLOAD_MEGABYTES = 50;

type Report = ImportReport_ReportFragment;
/** The cached answers an import may change: the day, goals, habits, their calendars, trends and vacations. */
const IMPORTED_FIELDS = ['dashboard', 'myGoals', 'myHabits', 'habitCalendar', 'trends', 'vacations'];

/** Profile › Your data: the export downloads, and an import with its preview and result. */
export function YourDataSection() {
  const ids = useId();
  const { t } = useLingui();
  const inputRef = useRef<HTMLInputElement>(null);
  const { upload, send } = useUpload();
  const [dragging, setDragging] = useState(false);
  // The input is emptied after each upload (so the same file can be picked again): the name is kept here.
  const [picked, setPicked] = useState<string | null>(null);
  const [preview, setPreview] = useState<Report | null>(null);
  const [keep, setKeep] = useState<string[] | null>(null);
  const [result, show, clearResult] = useOutcome();
  const [runImport, { loading: previewing }] = useMutation(RunImportDocument);
  const [startImport, { loading: starting }] = useMutation(StartImportDocument);
  const client = useApolloClient();
  // An import that outlasts its request runs on as a job: its status is polled until it ends.
  const { following, follow } = useImportJob();
  const importing = previewing || starting || following;

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setPicked(file.name);
    clearResult();
    setPreview(null);
    setKeep(null);
    if (file.size > MAX_UPLOAD_MEGABYTES * 1024 * 1024) {
      show('error', t(msg`The file is larger than ${MAX_UPLOAD_MEGABYTES} MB, the most an import reads.`));
      return;
    }
    try {
      const report = await send(file);
      if (!report) return;
      setPreview(report);
      setKeep(null);
    } catch (error) {
      show('error', (error as Error).message);
    } finally {
      if (inputRef.current) inputRef.current.value = '';
    }
  };

  const selectable = preview ? [...preview.habits.map((h) => h.key), ...preview.goals.map((g) => g.key), ...preview.tasks.map((t) => t.key)] : [];
  const chosen = keep ?? selectable;

  const failureText = (error: unknown, fallback: MessageDescriptor) => {
    const failure = describeApiError(error);
    if (failure.kind === 'api' && failure.code === 'NOT_FOUND') return t(T.expired);
    return apiMessage(error, t(fallback));
  };

  const toggle = async (key: string, on: boolean) => {
    if (!preview?.uploadId) return;
    const next = on ? [...chosen, key] : chosen.filter((item) => item !== key);
    setKeep(next);
    try {
      const { data } = await runImport({ variables: { uploadId: preview.uploadId, dryRun: true, keep: next } });
      if (data) setPreview({ ...data.runImport, uploadId: preview.uploadId });
    } catch (error) {
      show('error', failureText(error, T.importFailed));
    }
  };

  const confirm = async () => {
    if (!preview?.uploadId) return;
    try {
      const { data } = await startImport({ variables: { uploadId: preview.uploadId, keep: keep ?? null } });
      if (!data) return;
      const job = await follow(data.startImport);
      if (!job) return;
      if (job.status === 'failed') {
        show('error', job.code === 'NOT_FOUND' ? t(T.expired) : job.message ?? t(T.importFailed));
        return;
      }
      setPreview(null);
      setKeep(null);
      if (job.status !== 'done') {
        show('success', t(T.stillImporting));
        return;
      }
      if (job.report) show('success', job.report.summary);
      // What an import changes is read afresh by the screens that show it; Profile itself stays as it is.
      for (const fieldName of IMPORTED_FIELDS) client.cache.evict({ id: 'ROOT_QUERY', fieldName });
      client.cache.gc();
    } catch (error) {
      show('error', failureText(error, T.importFailed));
    }
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void choose(event.dataTransfer.files[0]);
  };

  const busy = upload.state !== 'idle';

  return (
    <section className="card profile-section your-data" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="profile-section__title">{t(T.title)}</h2>
      <p className="profile-section__text">{t(T.intro)}</p>

      <h3 className="your-data__subtitle">{t(T.exportTitle)}</h3>
      <div className="your-data__exports">
        <div>
          <a className="btn btn--secondary" href="/api/export?format=json" download aria-describedby={`${ids}-json`}>{t(T.exportJson)}</a>
          <p id={`${ids}-json`} className="your-data__hint">{t(T.exportJsonHint)}</p>
        </div>
        <div>
          <a className="btn btn--secondary" href="/api/export?format=csv" download aria-describedby={`${ids}-csv`}>{t(T.exportCsv)}</a>
          <p id={`${ids}-csv`} className="your-data__hint">{t(T.exportCsvHint)}</p>
        </div>
      </div>

      <h3 className="your-data__subtitle">{t(T.importTitle)}</h3>
      <div
        className={`your-data__drop${dragging ? ' your-data__drop--over' : ''}`}
        onDragOver={(event) => { event.preventDefault(); setDragging(true); }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        aria-busy={busy}
      >
        <p className="your-data__drop-text">
          {t(T.dropZone)}{' '}
          <label htmlFor={`${ids}-file`} className="btn btn--secondary your-data__choose">{t(T.choose)}</label>
        </p>
        <p className="your-data__picked">{picked ? T.picked(picked) : t(T.nothingPicked)}</p>
        <input
          ref={inputRef}
          id={`${ids}-file`}
          className="your-data__input"
          type="file"
          accept=".zip,.db,.json,.csv,application/zip,application/json,text/csv"
          aria-describedby={`${ids}-formats`}
          disabled={busy}
          onChange={(event) => void choose(event.target.files?.[0])}
        />
        <p id={`${ids}-formats`} className="your-data__hint">{t(T.formats)} {T.sizeLimit(preview ? Math.round(preview.maxUploadBytes / 1024 / 1024) : MAX_UPLOAD_MEGABYTES)}</p>
        {upload.state === 'uploading' && (
          <div className="your-data__progress" role="status">
            <progress max={100} value={upload.percent} aria-label={T.uploading(upload.percent)} />
            <span>{T.uploading(upload.percent)}</span>
          </div>
        )}
        {upload.state === 'reading' && <p className="your-data__progress" role="status"><span className="btn__spinner" aria-hidden="true" /> {t(T.reading)}</p>}
      </div>

      {result && (
        <Notice key={result.at} tone={result.tone} className="your-data__result">
          <p>{result.text}</p>
        </Notice>
      )}

      {preview && (
        <div className="your-data__preview" aria-labelledby={`${ids}-preview`}>
          <h4 id={`${ids}-preview`} className="your-data__subtitle">{T.previewTitle(preview.formatLabel)}</h4>
          <p className="your-data__summary">{preview.summary}</p>
          <p className="your-data__hint">{t(T.nothingChanged)}</p>
          {preview.settings && <p className="your-data__hint">{t(T.settingsLine)}</p>}
          {preview.reminders && <p className="your-data__hint">{T.remindersLine(preview.reminders)}</p>}
          {preview.habits.length > 0 && (
            <fieldset className="your-data__items">
              <legend><Trans>Habits</Trans></legend>
              {preview.habits.map((habit) => (
                <label key={habit.key} className="your-data__item">
                  <input type="checkbox" className="checkbox" checked={chosen.includes(habit.key)} disabled={importing} aria-label={T.keepHabit(habit.name)}
                    onChange={(event) => void toggle(habit.key, event.target.checked)} />
                  <span className="your-data__name" translate="no">{habit.name}</span>
                  <span className="your-data__counts">
                    {[
                      T.habitLine(habit.days, habit.notes, habit.skips),
                      ...habit.reminderTimes.length ? [T.reminderTimes(habit.reminderTimes)] : [],
                      ...habit.action === 'MERGE' ? [t(T.merge)] : [],
                    ].join(' · ')}
                  </span>
                </label>
              ))}
            </fieldset>
          )}
          {preview.goals.length > 0 && (
            <fieldset className="your-data__items">
              <legend><Trans>Goals</Trans></legend>
              {preview.goals.map((goal) => (
                <label key={goal.key} className="your-data__item">
                  <input type="checkbox" className="checkbox" checked={chosen.includes(goal.key)} disabled={importing} onChange={(event) => void toggle(goal.key, event.target.checked)} />
                  <span className="your-data__name" translate="no">{goal.name}</span>
                  {goal.action === 'EXISTS' && <span className="your-data__counts">{t(T.exists)}</span>}
                </label>
              ))}
            </fieldset>
          )}
          {preview.tasks.length > 0 && (
            <fieldset className="your-data__items">
              <legend><Trans>Tasks</Trans></legend>
              {preview.tasks.map((task) => (
                <label key={task.key} className="your-data__item">
                  <input type="checkbox" className="checkbox" checked={chosen.includes(task.key)} disabled={importing} onChange={(event) => void toggle(task.key, event.target.checked)} />
                  <span className="your-data__name" translate="no">{task.text}</span>
                  {task.action === 'EXISTS' && <span className="your-data__counts">{t(T.exists)}</span>}
                </label>
              ))}
            </fieldset>
          )}
          {preview.notCarried.length > 0 && (
            <div className="your-data__not-carried">
              <h5>{t(T.notCarriedTitle)}</h5>
              <ul>
                {preview.notCarried.map((item, index) => <li key={index}><Trans><strong>{item.what}</strong>: {item.reason}</Trans></li>)}
              </ul>
            </div>
          )}
          {preview.planLimit && (
            <Notice tone="error" takeFocus={false}><p>{preview.planLimit}</p></Notice>
          )}
          <div className="your-data__actions">
            <BusyButton type="button" busy={importing} label={t(T.import)} busyLabel={t(T.importing)} disabled={!!preview.planLimit} onClick={() => void confirm()} />
            <button type="button" className="btn btn--secondary" disabled={importing} onClick={() => { setPreview(null); setKeep(null); inputRef.current?.focus(); }}>{t(T.cancel)}</button>
          </div>
          {following && (
            <p className="your-data__progress" role="status"><span className="btn__spinner" aria-hidden="true" /> {t(T.importing)} {t(T.importingJob)}</p>
          )}
        </div>
      )}
    </section>
  );
}
