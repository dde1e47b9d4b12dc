// The only page an inactive store shows (docs/product.md#white-label-inactive-store).
export function SiteDoesNotExistPage() {
  return (
    <main data-testid="page-background" className="shell-site-gone">
      <h1 className="shell-title">This site does not exist</h1>
    </main>
  );
}
