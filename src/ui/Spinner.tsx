export function Loader({ label }: { label: string }) {
  return (
    <div className="y-loader" role="status" aria-live="polite">
      <div className="y-spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
