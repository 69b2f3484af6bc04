// A dismissible banner. Its kind is said in words (an icon with a text alternative), never by
// colour alone.
export interface BannerProps {
  variant: 'error' | 'success' | 'info';
  variantLabel: string;
  text: string;
  dismissLabel?: string;
  onDismiss?: () => void;
}

const ICONS = { error: '!', success: '✓', info: 'i' } as const;

export function Banner({ variant, variantLabel, text, dismissLabel, onDismiss }: BannerProps) {
  return (
    <div className={`y-banner y-banner--${variant}`} role={variant === 'error' ? 'alert' : 'status'}>
      <span className="y-banner__icon" aria-hidden="true">{ICONS[variant]}</span>
      <span className="y-banner__text">
        <span className="visually-hidden">{variantLabel}: </span>
        {text}
      </span>
      {onDismiss && (
        <button type="button" className="y-banner__close" aria-label={dismissLabel} onClick={onDismiss}>
          ×
        </button>
      )}
    </div>
  );
}
