/** Plans: built by its feature's issue. */
export function PlansPage() {
  return (
    <div className="page">
      <h1>Plans</h1>
    </div>
  );
}
