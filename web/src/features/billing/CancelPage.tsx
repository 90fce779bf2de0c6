/** Cancel subscription: built by its feature's issue. */
export function CancelPage() {
  return (
    <div className="page">
      <h1>Cancel subscription</h1>
    </div>
  );
}
