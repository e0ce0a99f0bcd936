import { Link } from "react-router";
import { ANALYTICS_EVENTS } from "../../../domain/leads/analytics.ts";
import type { ActionLinks } from "../../lib/detail/detail-links.ts";
import { trackEvent } from "../forms/analytics.ts";

/** detail §2 "Action buttons: Enquire, Car History Report (only if the car has a file), Finance, Trade-In, Reserve Car Now, Online Purchase"; and the test drive and photo requests (§2), as the site allows. */
export function ActionButtons({ actions, carId, chat = false }: { actions: ActionLinks; carId: number; chat?: boolean }) {
  const { enquire, historyReport, finance, tradeIn, reserve, onlinePurchase, testDrive, requestPhotos } = actions;
  if (!enquire) return null;
  return (
    <div className="action-buttons">
      {/* "A chat option replaces the enquiry button for some dealers" (features.chatReplacesEnquiry): the chat about this car; without JavaScript, the enquiry. */}
      <Link className="button action-buttons__primary" to={enquire.href} data-open-chat={chat ? carId : undefined}>
        {chat ? "Chat with us" : enquire.label}
      </Link>
      {reserve && (
        <Link className="button button--accent" to={reserve.href}>
          {reserve.label}
        </Link>
      )}
      <div className="action-buttons__secondary">
        {[finance, testDrive, tradeIn, onlinePurchase, requestPhotos].map(
          (action) =>
            action && (
              <Link key={action.href} className="button button--ghost" to={action.href}>
                {action.label}
              </Link>
            ),
        )}
        {historyReport && (
          <a
            className="button button--ghost"
            href={historyReport.href}
            target="_blank"
            rel="noopener"
            onClick={() => trackEvent(ANALYTICS_EVENTS.historyReportClick, { car_id: carId })}
          >
            {historyReport.label}
          </a>
        )}
      </div>
    </div>
  );
}
