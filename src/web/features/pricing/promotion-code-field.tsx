/**
 * The pricing page's "Promotion code" field, for a signed-in visitor who can check out: the code
 * goes with the plan they choose, and the server's reason shows here when it does not apply.
 * A plain label and input: this is a public page, whose JavaScript budget has no room for more.
 */
import { Input } from '@/components/ui/input';
import { useT } from '@/i18n/provider';

interface PromotionCodeFieldProps {
  value: string;
  onChange: (code: string) => void;
  /** Why the server refused the code (in the reader's language), or null. */
  error: string | null;
}

export function PromotionCodeField({ value, onChange, error }: PromotionCodeFieldProps) {
  const t = useT();
  return (
    <div className="mx-auto mb-8 max-w-sm space-y-2 text-left">
      <label htmlFor="promotion-code" className="font-medium text-sm">
        {t('pricing.promotionCode.label')}
      </label>
      <Input
        id="promotion-code"
        name="promotionCode"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={40}
        value={value}
        placeholder={t('pricing.promotionCode.placeholder')}
        aria-invalid={error ? true : undefined}
        aria-describedby="promotion-code-note"
        onChange={(event) => onChange(event.target.value)}
      />
      <p
        id="promotion-code-note"
        className={error ? 'text-destructive text-sm' : 'text-muted-foreground text-sm'}
        role={error ? 'alert' : undefined}
        data-testid="promotion-code-note"
      >
        {error ?? t('pricing.promotionCode.hint')}
      </p>
    </div>
  );
}
