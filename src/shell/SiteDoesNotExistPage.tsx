// The only page an inactive store shows (spec sections 2 and 8).
export function SiteDoesNotExistPage() {
  return (
    <main data-testid="page-background" className="shell-site-gone">
      <h1 className="shell-title">This site does not exist</h1>
    </main>
  );
}
