// A stay's price: the total in the shown currency, the tax wording of price.tax_included, the
// price before discounts, and the member-price note (a link to sign in when a lower member price
// is there to be had).
import { Link } from 'wouter';
import { useLocale, useT } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';
import { memberNote, shownPrice, type PriceObject } from '../results';

export function PriceTag({ price, stayText, memberPrices, signInHref }: { price: PriceObject; stayText: string; memberPrices: boolean; signInHref?: string }) {
  const t = useT();
  const locale = useLocale();
  const shown = shownPrice(price);
  const note = memberNote(price, memberPrices);
  return (
    <div className="ys-price" data-testid="price">
      {shown.original !== null && (
        <s className="ys-price__was">
          <span className="visually-hidden">{t('search.plan.was')} </span>
          {formatMoney(shown.original, shown.currency, locale)}
        </s>
      )}
      <strong className="ys-price__total" data-testid="price-total">
        {formatMoney(shown.amount, shown.currency, locale)}
      </strong>
      <span className="ys-price__stay" dir="auto">
        {stayText}
        {' · '}
        {shown.taxIncluded ? t('search.plan.tax_included') : t('search.plan.tax_excluded')}
      </span>
      {shown.converted && <span className="ys-price__conv">{t('search.plan.converted', { currency: price.currency })}</span>}
      {note && (
        <span className={`ys-price__member ys-price__member--${note.kind}`} data-testid="member-note">
          <span aria-hidden="true">★ </span>
          {/* The saving is in the hotel's currency: beside converted prices it is not named. */}
          {note.kind === 'applied' ? (
            shown.converted ? (
              t('search.plan.member_applied_plain')
            ) : (
              t('search.plan.member_applied', { price: formatMoney(note.saving, note.currency, locale) })
            )
          ) : (
            <MaybeLink href={signInHref}>
              {shown.converted
                ? t('search.plan.member_available_plain')
                : t('search.plan.member_available', { price: formatMoney(note.saving, note.currency, locale) })}
            </MaybeLink>
          )}
        </span>
      )}
    </div>
  );
}

function MaybeLink({ href, children }: { href: string | undefined; children: string }) {
  return href ? (
    <Link href={href} data-testid="member-note-sign-in">
      {children}
    </Link>
  ) : (
    <>{children}</>
  );
}
