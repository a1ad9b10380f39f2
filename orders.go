package readapi

// The `order` values beyond a dataset's sort fields.
const (
	// OrderRelevance sorts by score (with q).
	OrderRelevance = "relevance"
	// OrderDistance sorts nearest first (with near).
	OrderDistance = "distance"
)

// AcceptedOrders lists every `order` value a collection accepts: the
// OrderValues of its sort fields, relevance (with q) where it has
// full-text fields, and distance (with near) where it has a Location.
func (d *Dataset) AcceptedOrders() []string {
	orders := d.OrderValues()
	if len(d.FullText) > 0 {
		orders = append(orders, OrderRelevance)
	}
	if d.Location != "" {
		orders = append(orders, OrderDistance)
	}
	return orders
}
