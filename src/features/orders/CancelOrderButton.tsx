import { useState } from "react";
import { PROVIDER_PAYMENT_MODES } from "../../api/endpoints";
import type { Order, ProviderPaymentMode } from "../../api/contract";
import { messageOf } from "../../api/errors";
import { formatRupees } from "../../lib/format";
import { notify } from "../../lib/toast";
import { useBusy } from "../../lib/useBusy";
import { useOnline } from "../../lib/useOnline";
import { Sheet } from "../../ui/Sheet";
import { t } from "../../i18n";
import { cancelOrder } from "./api";
import { m } from "./cancelMessages";
import { paymentModeName } from "./orderCard";
import "./cancelOrder.css";
import '../checkout/checkout.css';

const isProviderMode = (mode: string | null): mode is ProviderPaymentMode =>
  PROVIDER_PAYMENT_MODES.includes(mode as ProviderPaymentMode);

/**
 * 'Cancel order' while the outlet has not accepted the order (issue 23). The dialog says where the money goes;
 * a UPI, card or app payment lets the customer choose: back where it came from, or to the wallet at once.
 * The server decides against the kitchen's accept on the same row, and says so if the kitchen was first.
 */
export function CancelOrderButton({
  order,
  onChanged,
}: {
  order: Order;
  onChanged: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [refundTo, setRefundTo] = useState<"SOURCE" | "WALLET">("SOURCE");
  const { busy, run } = useBusy();
  const online = useOnline();
  // Kept open when the outlet moves first while the diner reads it: the dialog then says so, instead of vanishing.
  if (!order.canCancel && !open) return null;
  const late = !order.canCancel;

  const paid = order.paymentStatus === "PAID";
  const pointsOnBill = order.bill.loyaltyPoints ?? 0;
  const confirm = () =>
    void run(async () => {
      try {
        await cancelOrder(order.orderRefId, refundTo);
        notify.success(t(m.cancelled));
        setOpen(false);
      } catch (failure) {
        notify.error(messageOf(failure));
        setOpen(false);
      }
      onChanged();
    });

  return (
    <>
      {!late && (
        <button
          type="button"
          className="button button--ghost button--block cancel-order"
          disabled={!online}
          onClick={() => setOpen(true)}
        >
          {t(m.cancelOrder)}
        </button>
      )}
      {!late && !online && (
        <p className="muted cancel-order__offline">{t(m.offline)}</p>
      )}
      <Sheet open={open} title={t(m.title)} onClose={() => setOpen(false)}>
        {late ? (
          <LateNotice order={order} onClose={() => setOpen(false)} />
        ) : (
          <>
            <p>{t(m.whileYouCan)}</p>
            {paid && isProviderMode(order.paymentMode) ? (
              <fieldset className="refund-choice">
                <legend>{t(m.moneyTo)}</legend>
                <label className="choice">
                  <input
                    type="radio"
                    name="refund-to"
                    checked={refundTo === "SOURCE"}
                    onChange={() => setRefundTo("SOURCE")}
                  />
                  <span>
                    <strong>
                      {t(m.toSource, {
                        mode: paymentModeName(order.paymentMode),
                      })}
                    </strong>
                    <span className="muted refund-choice__hint">
                      {t(m.toSourceHint)}
                    </span>
                  </span>
                </label>
                <label className="choice">
                  <input
                    type="radio"
                    name="refund-to"
                    checked={refundTo === "WALLET"}
                    onChange={() => setRefundTo("WALLET")}
                  />
                  <span>
                    <strong>{t(m.toWallet)}</strong>
                    <span className="muted refund-choice__hint">
                      {t(m.toWalletHint)}
                    </span>
                  </span>
                </label>
              </fieldset>
            ) : (
              <p className="muted">
                {!paid && pointsOnBill > 0
                  ? t(m.partPointsBack, { count: pointsOnBill })
                  : !paid
                  ? t(m.nothingPaid)
                  : order.paymentMode === "LOYALTY_POINTS"
                    ? t(m.pointsBack)
                    : t(m.walletBack, {
                        amount: formatRupees(order.orderTotal),
                      })}
              </p>
            )}
            {/* Points that paid part of a bill another way paid the rest of come back too (issue 23). */}
            {paid && order.paymentMode !== "LOYALTY_POINTS" && pointsOnBill > 0 && (
              <p className="muted">{t(m.partPointsBack, { count: pointsOnBill })}</p>
            )}
            <div className="dialog__actions">
              <button
                type="button"
                className="button button--ghost"
                onClick={() => setOpen(false)}
              >
                {t(m.keepOrder)}
              </button>
              <button
                type="button"
                className="button cancel-order__confirm"
                onClick={confirm}
                disabled={busy || !online}
                aria-busy={busy}
              >
                {t(m.cancelOrder)}
              </button>
            </div>
          </>
        )}
      </Sheet>
    </>
  );
}

/** The outlet moved first: accepted (call it to change anything) or cancelled the order itself. */
function LateNotice({ order, onClose }: { order: Order; onClose: () => void }) {
  return (
    <>
      <p role="alert">
        {t(
          order.status === "CANCELLED"
            ? m.cancelledMeanwhile
            : m.acceptedMeanwhile,
        )}
      </p>
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onClose}>
          {t(m.ok)}
        </button>
      </div>
    </>
  );
}
