/** Habits: built by its feature's issue. */
export function HabitsPage() {
  return (
    <div className="page">
      <h1>Habits</h1>
    </div>
  );
}
