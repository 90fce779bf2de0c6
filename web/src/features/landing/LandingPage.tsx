import { Link } from 'react-router-dom';
import { FeatureIcon, type FeatureIconName } from './FeatureIcon';
import { HeroPreview } from './HeroPreview';
import { RegisterBanner } from './RegisterBanner';
import { ThemeShowcase } from './ThemeShowcase';
import './landing.css';

const FEATURES: { title: string; icon: FeatureIconName; text: string }[] = [
  {
    title: 'Goal Setting',
    icon: 'target',
    text: 'Choose goals across career, health, family, finance and more, or write your own, and move each one from New to Complete.',
  },
  {
    title: 'Habit Building',
    icon: 'repeat',
    text: 'Pick habits from the catalogue or let AI suggest the ones that carry your goals, then check them off day by day.',
  },
  {
    title: 'Progress Tracking',
    icon: 'chart',
    text: 'See completed habits and tasks add up into trends, so you always know how far you have come.',
  },
];

const TESTIMONIALS: { quote: string; name: string; role: string }[] = [
  {
    quote: 'I had tried every planner going. Cairn is the first one I still open every morning, three months in.',
    name: 'Maya R.',
    role: 'Product designer',
  },
  {
    quote: 'Splitting my savings goal into two small weekly habits made it feel doable. I hit it early.',
    name: 'Daniel K.',
    role: 'Teacher',
  },
  {
    quote: 'The daily motivation speaks to my actual challenge. It is a small thing that keeps me honest.',
    name: 'Priya S.',
    role: 'Nurse',
  },
];

/** Home for visitors (SPEC §1): what Cairn does and why to sign up. */
export function LandingPage() {
  return (
    <div className="landing">
      <title>Cairn: goals, habits and daily progress</title>

      <section className="landing-hero" aria-labelledby="landing-title">
        <div className="landing-hero__inner">
          <div className="landing-hero__copy">
            <p className="page__eyebrow">Goals · Habits · Daily tasks</p>
            <h1 id="landing-title">Build the life you want, one small step at a time.</h1>
            <p className="landing-hero__lead">
              Cairn helps you set goals in the areas of life that matter, turn them into daily
              habits, and watch your progress stack up, with AI suggestions when you need a nudge.
            </p>
            <div className="landing-hero__actions">
              <Link to="/register" className="btn btn--primary btn--large">Get Started</Link>
              <Link to="/login" className="btn btn--secondary btn--large">Log In</Link>
            </div>
            <p className="landing-hero__note">Free plan available. No card needed.</p>
          </div>
          <HeroPreview />
        </div>
      </section>

      <section className="landing-section" aria-labelledby="features-title">
        <div className="landing-section__head">
          <p className="page__eyebrow">Why Cairn</p>
          <h2 id="features-title">Everything you need to keep moving</h2>
        </div>
        <ul className="feature-grid">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="card feature-card">
              <span className="feature-card__icon" aria-hidden="true">
                <FeatureIcon name={feature.icon} />
              </span>
              <h3>{feature.title}</h3>
              <p>{feature.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="landing-section landing-section--muted" aria-labelledby="testimonials-title">
        <div className="landing-section__head">
          <p className="page__eyebrow">Stories</p>
          <h2 id="testimonials-title">People building better days</h2>
        </div>
        <ul className="testimonial-grid">
          {TESTIMONIALS.map((testimonial) => (
            <li key={testimonial.name}>
              <figure className="card testimonial">
                <blockquote className="testimonial__quote">
                  <p>{testimonial.quote}</p>
                </blockquote>
                <figcaption className="testimonial__author">
                  <span className="testimonial__avatar" aria-hidden="true">{testimonial.name.charAt(0)}</span>
                  <span>
                    <strong>{testimonial.name}</strong>
                    <span className="testimonial__role">{testimonial.role}</span>
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
            <h2 id="trial-title">Try Cairn free</h2>
            <p>
              The Free plan gives you 5 goals, 5 habits and 10 tasks with a week of trends. When you
              want more, Unlimited is $2.99 a month for everything.
            </p>
          </div>
          <ul className="trial__points">
            <li>No card needed to start</li>
            <li>Set up in under two minutes</li>
            <li>Upgrade or cancel any time</li>
          </ul>
          <Link to="/register" className="btn btn--primary btn--large trial__cta">Start Free Trial</Link>
        </div>
      </section>

      <section className="landing-section" aria-labelledby="themes-title">
        <ThemeShowcase titleId="themes-title" />
      </section>

      <RegisterBanner />
    </div>
  );
}
