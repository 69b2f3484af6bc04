// The member's rank as a badge: its name in words with a star mark, the colour only decoration.
import type { User } from '../../../../contract';
import { useT } from '../../../lib/i18n';

export function RankBadge({ rank, compact = false }: { rank: User['rank']; compact?: boolean }) {
  const t = useT();
  if (!rank) return null;
  return (
    <span className={`ym-rank ym-rank--${rank.code.replace(/[^a-z0-9_-]/gi, '')}${compact ? ' ym-rank--compact' : ''}`} data-testid="rank-badge">
      <span aria-hidden="true">★ </span>
      {compact ? rank.name : t('members.rank.badge', { rank: rank.name })}
    </span>
  );
}
