import { useQuery } from '@apollo/client/react';
import type { RefObject } from 'react';
import { PlansDocument } from '../../gql/graphql';
import { ChoiceCard } from '../../ui/ChoiceCard';
import { formatPrice, planFeatures, type PlanOffer } from '../../shared/plans/plan-offers';
import { REGISTER_TEXTS } from './auth-texts';
import { StepHeading } from './StepHeading';

/**
 * Step 3: Free is the only plan open for now; Premium (the server's Unlimited offer) is shown,
 * marked Coming Soon. Prices and limits are the server's; without them the cards still choose.
 */
export function PlanStep({ headingRef }: { headingRef: RefObject<HTMLHeadingElement | null> }) {
  const { data, loading } = useQuery(PlansDocument);
  const offers = data?.plans.offers ?? [];
  const offer = (plan: PlanOffer['plan']) => offers.find((entry) => entry.plan === plan);
  return (
    <fieldset className="choice-fieldset" aria-busy={(loading && !data) || undefined}>
      <legend>
        <StepHeading headingRef={headingRef} hint={REGISTER_TEXTS.planHint}>{REGISTER_TEXTS.planHeading}</StepHeading>
      </legend>
      <ul className="choice-grid choice-grid--wide">
        <li>
          <ChoiceCard
            type="radio"
            name="plan"
            value="free"
            label={REGISTER_TEXTS.freePlan}
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
            label={REGISTER_TEXTS.premiumPlan}
            badge={REGISTER_TEXTS.comingSoon}
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
    return loading ? <span className="plan-details plan-details__feature">{REGISTER_TEXTS.plansLoading}</span> : null;
  }
  return (
    <span className="plan-details">
      <span className="plan-details__price">{formatPrice(offer.pricePerMonth)}<span className="plan-details__period">/mo</span></span>
      {planFeatures(offer).map((feature) => <span key={feature} className="plan-details__feature">{feature}</span>)}
    </span>
  );
}
