import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { FeatureIcon, type FeatureIconName } from './FeatureIcon';
import { HeroPreview } from './HeroPreview';
import { RegisterBanner } from './RegisterBanner';
import { ThemeShowcase } from './ThemeShowcase';
import './landing.css';

const FEATURES: { title: MessageDescriptor; icon: FeatureIconName; text: MessageDescriptor }[] = [
  {
    title: msg`Goal Setting`,
    icon: 'target',
    text: msg`Choose goals across career, health, family, finance and more, or write your own, and move each one from New to Complete.`,
  },
  {
    title: msg`Habit Building`,
    icon: 'repeat',
    text: msg`Pick habits from the catalogue or let AI suggest the ones that carry your goals, then check them off day by day.`,
  },
  {
    title: msg`Progress Tracking`,
    icon: 'chart',
    text: msg`See completed habits and tasks add up into trends, so you always know how far you have come.`,
  },
];

const TESTIMONIALS: { quote: MessageDescriptor; name: string; role: MessageDescriptor }[] = [
  {
    quote: msg`I had tried every planner going. Cairn is the first one I still open every morning, three months in.`,
    name: 'Maya R.',
    role: msg`Product designer`,
  },
  {
    quote: msg`Splitting my savings goal into two small weekly habits made it feel doable. I hit it early.`,
    name: 'Daniel K.',
    role: msg`Teacher`,
  },
  {
    quote: msg`The daily motivation speaks to my actual challenge. It is a small thing that keeps me honest.`,
    name: 'Priya S.',
    role: msg`Nurse`,
  },
];

/** Home for visitors (SPEC §1): what Cairn does and why to sign up. */
export function LandingPage() {
  const { t } = useLingui();
  return (
    <div className="landing">
      <title>{t`Cairn: goals, habits and daily progress`}</title>

      <section className="landing-hero" aria-labelledby="landing-title">
        <div className="landing-hero__inner">
          <div className="landing-hero__copy">
            <p className="page__eyebrow"><Trans>Goals · Habits · Daily tasks</Trans></p>
            <h1 id="landing-title"><Trans>Build the life you want, one small step at a time.</Trans></h1>
            <p className="landing-hero__lead">
              <Trans>
                Cairn helps you set goals in the areas of life that matter, turn them into daily
                habits, and watch your progress stack up, with AI suggestions when you need a nudge.
              </Trans>
            </p>
            <div className="landing-hero__actions">
              <Link to="/register" className="btn btn--primary btn--large"><Trans>Get Started</Trans></Link>
              <Link to="/login" className="btn btn--secondary btn--large"><Trans>Log In</Trans></Link>
            </div>
            <p className="landing-hero__note"><Trans>Free plan available. No card needed.</Trans></p>
          </div>
          <HeroPreview />
        </div>
      </section>

      <section className="landing-section" aria-labelledby="features-title">
        <div className="landing-section__head">
          <p className="page__eyebrow"><Trans>Why Cairn</Trans></p>
          <h2 id="features-title"><Trans>Everything you need to keep moving</Trans></h2>
        </div>
        <ul className="feature-grid">
          {FEATURES.map((feature) => (
            <li key={feature.icon} className="card feature-card">
              <span className="feature-card__icon" aria-hidden="true">
                <FeatureIcon name={feature.icon} />
              </span>
              <h3>{t(feature.title)}</h3>
              <p>{t(feature.text)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="landing-section landing-section--muted" aria-labelledby="testimonials-title">
        <div className="landing-section__head">
          <p className="page__eyebrow"><Trans>Stories</Trans></p>
          <h2 id="testimonials-title"><Trans>People building better days</Trans></h2>
        </div>
        <ul className="testimonial-grid">
          {TESTIMONIALS.map((testimonial) => (
            <li key={testimonial.name}>
              <figure className="card testimonial">
                <blockquote className="testimonial__quote">
                  <p>{t(testimonial.quote)}</p>
                </blockquote>
                <figcaption className="testimonial__author">
                  <span className="testimonial__avatar" aria-hidden="true">{testimonial.name.charAt(0)}</span>
                  <span>
                    <strong translate="no">{testimonial.name}</strong>
                    <span className="testimonial__role">{t(testimonial.role)}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>

      <section className="landing-section" aria-labelledby="trial-title">
        <div className="card trial">
          <div className="trial__copy">
            <h2 id="trial-title"><Trans>Try Cairn free</Trans></h2>
            <p>
              <Trans>
                The Free plan gives you 5 goals, 5 habits and 10 tasks with a week of trends. When you
                want more, Unlimited is $2.99 a month for everything.
              </Trans>
            </p>
          </div>
          <ul className="trial__points">
            <li><Trans>No card needed to start</Trans></li>
            <li><Trans>Set up in under two minutes</Trans></li>
            <li><Trans>Upgrade or cancel any time</Trans></li>
          </ul>
          <Link to="/register" className="btn btn--primary btn--large trial__cta"><Trans>Start Free Trial</Trans></Link>
        </div>
      </section>

      <section className="landing-section" aria-labelledby="themes-title">
        <ThemeShowcase titleId="themes-title" />
      </section>

      <RegisterBanner />
    </div>
  );
}
