/** Payment successful!: built by its feature's issue. */
export function SuccessPage() {
  return (
    <div className="page">
      <h1>Payment successful!</h1>
    </div>
  );
}
