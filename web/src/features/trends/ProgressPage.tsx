/** Progress: built by its feature's issue. */
export function ProgressPage() {
  return (
    <div className="page">
      <h1>Progress</h1>
    </div>
  );
}
