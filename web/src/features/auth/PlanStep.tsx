import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RefObject } from 'react';
import { PlansDocument } from '../../gql/graphql';
import { ChoiceCard } from '../../ui/ChoiceCard';
import { formatPrice, planFeatures, type PlanOffer } from '../../shared/plans/plan-offers';
import { PLAN_NAMES } from '../../shared/plans/plan-offers';
import { StepHeading } from './StepHeading';

/**
 * Step 3: Free is the only plan open for now; Premium (the server's Unlimited offer) is shown,
 * marked Coming Soon. Prices and limits are the server's; without them the cards still choose.
 */
export function PlanStep({ headingRef }: { headingRef: RefObject<HTMLHeadingElement | null> }) {
  const { t } = useLingui();
  const { data, loading } = useQuery(PlansDocument);
  const offers = data?.plans.offers ?? [];
  const offer = (plan: PlanOffer['plan']) => offers.find((entry) => entry.plan === plan);
  return (
    <fieldset className="choice-fieldset" aria-busy={(loading && !data) || undefined}>
      <legend>
        <StepHeading headingRef={headingRef} hint={<Trans>You can change plans later.</Trans>}>
          <Trans>Choose your plan</Trans>
        </StepHeading>
      </legend>
      <ul className="choice-grid choice-grid--wide">
        <li>
          <ChoiceCard
            type="radio"
            name="plan"
            value="free"
            label={t(PLAN_NAMES.FREE)}
            hint={<PlanDetails offer={offer('FREE')} loading={loading} />}
            checked
            onChange={() => undefined}
          />
        </li>
        <li>
          <ChoiceCard
            type="radio"
            name="plan"
            value="premium"
            label={t({ message: 'Premium', context: 'plan name' })}
            badge={t`Coming Soon`}
            hint={<PlanDetails offer={offer('UNLIMITED')} loading={loading} />}
            checked={false}
            disabled
            onChange={() => undefined}
          />
        </li>
      </ul>
    </fieldset>
  );
}

function PlanDetails({ offer, loading }: { offer: PlanOffer | undefined; loading: boolean }) {
  if (!offer) {
    return loading ? <span className="plan-details plan-details__feature"><Trans>Loading the plans…</Trans></span> : null;
  }
  const price = formatPrice(offer.pricePerMonth);
  return (
    <span className="plan-details">
      <span className="plan-details__price"><Trans>{price}<span className="plan-details__period">/mo</span></Trans></span>
      {planFeatures(offer).map((feature) => <span key={feature} className="plan-details__feature">{feature}</span>)}
    </span>
  );
}
