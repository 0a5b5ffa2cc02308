// The route table of the storefront being rendered (the shop's routes and the app's own), for the
// frame's per-route facts such as the header options. The router provides it; pages read it.
import { type AppRouteMatch, CORE_ROUTE_TABLE, type RouteMatch, type RouteTable } from '@ranzen/sdk-core';
import { createContext } from 'react';

export const RouteTableContext = createContext<RouteTable<RouteMatch | AppRouteMatch>>(CORE_ROUTE_TABLE);
