import { useCallback, useEffect, useRef, useState } from 'react';
import type { ImportReport_ReportFragment } from '../../gql/graphql';
import { i18n } from '../../ui/i18n/i18n';
import { YOUR_DATA_TEXTS as T } from './your-data-texts';

type Report = ImportReport_ReportFragment;
export type Upload = { state: 'idle' } | { state: 'uploading'; percent: number } | { state: 'reading' };

/** POST /api/import?dryRun=1 with upload progress (fetch cannot report it; XMLHttpRequest can). */
function previewFile(file: File, onProgress: (percent: number) => void, onUploaded: () => void, signal: AbortSignal): Promise<Report> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    signal.addEventListener('abort', () => request.abort());
    request.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    request.open('POST', '/api/import?dryRun=1');
    request.responseType = 'json';
    request.upload.onprogress = (event) => { if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100)); };
    request.upload.onload = onUploaded;
    request.onload = () => {
      const body = request.response as (Report & { message?: string }) | null;
      if (request.status === 200 && body) resolve(body);
      else reject(new Error(body?.message || i18n._(T.uploadFailed)));
    };
    request.onerror = () => reject(new Error(i18n._(T.uploadFailed)));
    const form = new FormData();
    form.append('file', file, file.name);
    request.send(form);
  });
}

/**
 * Uploads a file for an import's preview, with its progress. `send` resolves with the preview,
 * rejects with the words to show, or resolves null when the caller went away: an upload still on
 * its way then is cancelled (the server keeps nothing of it).
 */
export function useUpload(): { upload: Upload; send: (file: File) => Promise<Report | null> } {
  const [upload, setUpload] = useState<Upload>({ state: 'idle' });
  const mounted = useRef(true);
  const uploads = useRef(new AbortController());
  useEffect(() => {
    mounted.current = true;
    uploads.current = new AbortController();
    return () => {
      mounted.current = false;
      uploads.current.abort();
    };
  }, []);

  const send = useCallback(async (file: File): Promise<Report | null> => {
    setUpload({ state: 'uploading', percent: 0 });
    try {
      return await previewFile(file, (percent) => setUpload({ state: 'uploading', percent }), () => setUpload({ state: 'reading' }), uploads.current.signal);
    } catch (error) {
      if (!mounted.current) return null;
      throw error;
    } finally {
      if (mounted.current) setUpload({ state: 'idle' });
    }
  }, []);

  return { upload, send };
}
