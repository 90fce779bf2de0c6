/** Browse: built by its feature's issue. */
export function ListPage() {
  return (
    <div className="page">
      <h1>Browse</h1>
    </div>
  );
}
