/** Run Script: built by its feature's issue. */
export function ScriptPage() {
  return (
    <div className="page">
      <h1>Run Script</h1>
    </div>
  );
}
