-- The alert events of an UPDATE on cars (0005, 0007; decision 0040), read on
-- the price a shopper is shown (domain/price-display.ts, carPrice): the offer
-- price when it is a real reduction (above 10 and below the price, or there is
-- no price), else the price; either only above 10 ("Enquire for price" below).
-- Before, only `price` was compared: a dealer who put a watched car on special
-- (offer_price) sent no alert, and a drop of `price` under a lower offer was
-- announced at a price the car page did not show. The rest is 0007's.
CREATE OR REPLACE FUNCTION forecourt_car_alert_updates() RETURNS trigger AS $$
BEGIN
  WITH versions AS (
    SELECT id, dealer_group_id, status, show_on_dealer_website, is_new,
           CASE WHEN offer_price > 10 AND (price IS NULL OR price <= 10 OR offer_price < price) THEN offer_price
                WHEN price > 10 THEN price END AS shown_price
    FROM (SELECT id, dealer_group_id, status, show_on_dealer_website, price, offer_price, true AS is_new FROM forecourt_new_cars
          UNION ALL
          SELECT id, dealer_group_id, status, show_on_dealer_website, price, offer_price, false FROM forecourt_old_cars) AS rows
  ), pairs AS MATERIALIZED (
    SELECT id,
           max(dealer_group_id) FILTER (WHERE is_new) AS dealer_group_id,
           coalesce(bool_or(status <> 'sold' AND show_on_dealer_website) FILTER (WHERE is_new), false)
             AND coalesce(bool_or(status = 'sold' OR NOT show_on_dealer_website) FILTER (WHERE NOT is_new), false) AS arrived,
           max(shown_price) FILTER (WHERE NOT is_new) AS old_price,
           max(shown_price) FILTER (WHERE is_new) AS new_price,
           coalesce(bool_or(status <> 'sold' AND shown_price IS NOT NULL) FILTER (WHERE is_new), false) AS for_sale_priced
    FROM versions
    GROUP BY id
  ), arrivals AS (
    INSERT INTO car_alert_events (dealer_group_id, car_id, kind, new_price)
    SELECT p.dealer_group_id, p.id, 'arrived', p.new_price
    FROM pairs p
    WHERE p.arrived
      AND EXISTS (SELECT 1 FROM saved_searches s
                  WHERE s.dealer_group_id = p.dealer_group_id AND s.kind = 'search' AND (s.email_alerts OR s.sms_alerts))
  )
  INSERT INTO car_alert_events (dealer_group_id, car_id, kind, old_price, new_price)
  SELECT p.dealer_group_id, p.id, 'price_drop', p.old_price, p.new_price
  FROM pairs p
  WHERE p.for_sale_priced AND p.old_price > p.new_price
    AND EXISTS (SELECT 1 FROM watchlist_items w JOIN saved_searches s ON s.user_id = w.user_id
                WHERE w.car_id = p.id AND s.kind = 'watchlist' AND (s.email_alerts OR s.sms_alerts));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
