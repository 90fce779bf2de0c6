/** Goals: built by its feature's issue. */
export function GoalsPage() {
  return (
    <div className="page">
      <h1>Goals</h1>
    </div>
  );
}
