import { DEFAULT_USER_NAME } from '@vi/contracts';
import { Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../../i18n/index.js';
import { useAuth } from '../auth/auth-context.js';
import { LimitDialog } from '../limits/LimitDialog.js';
import { useStartConversation } from '../navigation/use-start-conversation.js';
import { useUsage } from '../usage/usage-context.js';
import { usePageTitle } from '../../lib/use-page-title.js';
import { AccountSettings } from './AccountSettings.js';
import { formatMemberSince } from './format.js';
import { MonthlyUsageChart } from './MonthlyUsageChart.js';
import { PremiumPanel, UpgradePanel } from './PlanPanels.js';
import { SessionErrorBox } from './SessionErrorBox.js';
import { ShareCard } from './ShareCard.js';
import { AverageDurationCard, MemberSinceCard } from './StatCards.js';
import { UpgradeModal } from './UpgradeModal.js';
import { UsageCard } from './UsageCard.js';
import { useRefreshAfterSession } from './use-refresh-after-session.js';
import './dashboard.css';

export function DashboardPage() {
  const { t, language } = useT('app');
  const { user } = useAuth();
  const { usage, loadFailed, loading, refreshedAt, refresh } = useUsage();
  const { start, limitPrompt, closeLimitPrompt } = useStartConversation();
  const location = useLocation();
  useRefreshAfterSession(refresh);

  usePageTitle(t('dashboard.title'));

  // The upgrade offer opens from its panel, or on arrival with { openUpgrade: true } (the limit prompt's link).
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const [dismissedUpgradeKey, setDismissedUpgradeKey] = useState<string | null>(null);
  const askedByRoute = Boolean((location.state as { openUpgrade?: boolean } | null)?.openUpgrade) && dismissedUpgradeKey !== location.key;
  const showUpgrade = !usage?.premium && (upgradeOpen || askedByRoute);
  const closeUpgrade = () => {
    setUpgradeOpen(false);
    setDismissedUpgradeKey(location.key);
  };

  const name = user?.name || DEFAULT_USER_NAME;
  const memberSince = formatMemberSince(user?.createdAt, { locale: language }) ?? t('dashboard.memberSince.recently');
  const onRefresh = () => void refresh();

  return (
    <div className="container dashboard">
      <header className="dashboard-header">
        <h1>{t('dashboard.welcome', { name })}</h1>
        <p className="muted">{t('dashboard.intro')}</p>
      </header>

      {/* One request serves both cards, so a failure is reported on both lines. */}
      <SessionErrorBox voiceFailed={loadFailed} chatFailed={loadFailed} onRetry={onRefresh} retrying={loading} />

      <div className="dashboard-grid dashboard-usage">
        <UsageCard kind="voice" usage={usage} refreshedAt={refreshedAt} loading={loading} onRefresh={onRefresh} onStart={() => start('voice')} />
        <UsageCard kind="chat" usage={usage} refreshedAt={refreshedAt} loading={loading} onRefresh={onRefresh} onStart={() => start('chat')} />
      </div>

      <MonthlyUsageChart usage={usage} />

      <div className="dashboard-grid dashboard-stats">
        <AverageDurationCard usage={usage} />
        <MemberSinceCard memberSince={memberSince} planName={usage?.planName ?? null} />
        <ShareCard />
      </div>

      {usage && (usage.premium ? <PremiumPanel planName={usage.planName} /> : <UpgradePanel onUpgrade={() => setUpgradeOpen(true)} />)}

      <AccountSettings user={user} usage={usage} memberSince={memberSince} />

      {showUpgrade && <UpgradeModal onClose={closeUpgrade} />}
      {limitPrompt && (
        <Suspense fallback={null}>
          <LimitDialog {...limitPrompt} onClose={closeLimitPrompt} />
        </Suspense>
      )}
    </div>
  );
}
