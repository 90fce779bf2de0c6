/** Focus Goals: built by its feature's issue. */
export function FocusGoalsPage() {
  return (
    <div className="page">
      <h1>Focus Goals</h1>
    </div>
  );
}
