import { Link } from 'react-router-dom';
import { useMe } from '../auth/useMe';
import './work.css';

/** Home for a signed-in user. A placeholder until the dashboard issue fills it. */
export function WorkPage() {
  const { me } = useMe();
  if (!me) return null;
  const { username, focusAreas, challenges } = me;
  const profileIncomplete = focusAreas.length === 0 || challenges.length === 0;
  return (
    <div className="page work">
      <title>Work · Cairn</title>
      <p className="page__eyebrow">Today</p>
      <h1>Work</h1>
      <p className="work__lead">Welcome back, {username}. Your habits and tasks for the day will live here.</p>
      <div className="work__grid">
        <Link to="/goals" className="card work__tile">
          <span className="work__emoji" aria-hidden="true">🎯</span>
          <span className="work__tile-title">Goals</span>
          <span className="work__tile-text">Choose what you are working towards.</span>
        </Link>
        <Link to="/habits" className="card work__tile">
          <span className="work__emoji" aria-hidden="true">🔁</span>
          <span className="work__tile-title">Habits</span>
          <span className="work__tile-text">Pick the daily steps that carry your goals.</span>
        </Link>
        {profileIncomplete && (
          <Link to="/profile" className="card work__tile">
            <span className="work__emoji" aria-hidden="true">👤</span>
            <span className="work__tile-title">Profile</span>
            <span className="work__tile-text">Set a focus area and a challenge for daily motivation.</span>
          </Link>
        )}
      </div>
    </div>
  );
}
