/** Help: built by its feature's issue. */
export function HelpPage() {
  return (
    <div className="page">
      <h1>Help</h1>
    </div>
  );
}
