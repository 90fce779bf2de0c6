import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { Icon } from '../../ui/Icon';
import { RetryNotice } from '../../ui/Notice';
import { SkeletonLines } from '../../ui/SkeletonLines';
import { ProgressContent } from './ProgressContent';
import { GoalProgressSection } from './GoalProgressSection';
import { RangePicker } from './RangePicker';
import { PROGRESS_MESSAGES } from './trends-texts';
import { useProgressTrends } from './useProgressTrends';
import './progress.css';

/** /progress: trends over a chosen range (SPEC §1 progress tracking; the Free plan sees 7 days). */
export function ProgressPage() {
  const { t } = useLingui();
  const progress = useProgressTrends();

  let content;
  if (progress.failure) {
    content = (
      <RetryNotice onRetry={progress.retry}>
        <p>{t(PROGRESS_MESSAGES.failed)}</p>
      </RetryNotice>
    );
  } else if (!progress.trends) {
    content = <ProgressLoading />;
  } else {
    content = <ProgressContent trends={progress.trends} />;
  }

  return (
    <div className="page page--wide">
      <title>{t`Progress · Cairn`}</title>
      <div className="page-header">
        <div>
          <p className="page__eyebrow"><Trans>Your progress</Trans></p>
          <h1 className="progress__title"><Trans>Progress</Trans></h1>
          <p className="page__lead"><Trans>How your days add up: the tasks you finish, the habits you keep, and where your goals stand.</Trans></p>
        </div>
        <Link to="/" className="btn btn--secondary progress__back">
          <Icon name="work" /> <Trans>Back to Work</Trans>
        </Link>
      </div>
      {progress.planLoaded ? (
        <RangePicker value={progress.range} windowDays={progress.windowDays} onChange={progress.chooseRange} />
      ) : (
        !progress.failed && (
          <SkeletonLines lines={1} variant="rows" label={t(PROGRESS_MESSAGES.loadingRanges)} className="progress__range-loading" />
        )
      )}
      <div className="progress__body" aria-busy={progress.loading || undefined}>{content}</div>
      {progress.trends && !progress.failure && (
        <div className="progress__goals">
          <GoalProgressSection />
        </div>
      )}
    </div>
  );
}

function ProgressLoading() {
  const { t } = useLingui();
  return (
    <div className="progress-grid">
      {[0, 1, 2, 3].map((index) => (
        <div key={index} className="card progress-card" aria-hidden={index > 0 || undefined}>
          <SkeletonLines lines={index === 0 ? 1 : 5} variant={index === 0 ? 'rows' : 'text'} label={t(PROGRESS_MESSAGES.loading)} />
        </div>
      ))}
    </div>
  );
}
