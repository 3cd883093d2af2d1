import { useState } from "react";
import { useTranslation } from "react-i18next";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import Chip from "@mui/material/Chip";
import Tab from "@mui/material/Tab";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Tabs from "@mui/material/Tabs";
import ReceiptLongIcon from "@mui/icons-material/ReceiptLong";
import ListAltIcon from "@mui/icons-material/ListAlt";
import type { MarketOrder, MarketTransaction } from "@nova/contract";
import type { MarketResource, TradeSide } from "@nova/rules";
import { EmptyState } from "../../components/EmptyState.tsx";
import { ErrorState } from "../../components/ErrorState.tsx";
import { LoadingState } from "../../components/LoadingState.tsx";
import { RESOURCE_VISUALS } from "../../components/resource-visuals.tsx";
import { formatNumber } from "../../format/format-number.ts";
import { formatPrice, resourceLabel } from "./market-form.ts";
import { useMarketOrders, useMarketTransactions } from "./use-market.ts";
import { LocalTime } from "../local-time/LocalTime.tsx";

type HistoryTab = "transactions" | "orders";

function SideChip({ side }: { readonly side: TradeSide }) {
  const { t } = useTranslation("market");
  return (
    <Chip
      size="small"
      variant="outlined"
      color={side === "buy" ? "primary" : "secondary"}
      label={side === "buy" ? t("history.buy") : t("history.sell")}
    />
  );
}

const ResourceCell = ({ resource }: { readonly resource: MarketResource }) => (
  <Box component="span" sx={{ display: "inline-flex", alignItems: "center", gap: 0.75 }}>
    <Box component="span" sx={{ color: RESOURCE_VISUALS[resource].colour, display: "flex" }}>
      {RESOURCE_VISUALS[resource].icon}
    </Box>
    {resourceLabel(resource)}
  </Box>
);

const numeric = { fontVariantNumeric: "tabular-nums" } as const;

function TransactionsTable({ rows }: { readonly rows: readonly MarketTransaction[] }) {
  const { t } = useTranslation("market");
  return (
    <TableContainer>
      <Table
        size="small"
        aria-label={t("history.transactionsLabel")}
        data-testid="market-transactions"
        sx={{ minWidth: 640 }}
      >
        <TableHead>
          <TableRow>
            <TableCell>{t("history.time")}</TableCell>
            <TableCell>{t("history.type")}</TableCell>
            <TableCell>{t("history.resource")}</TableCell>
            <TableCell align="right">{t("history.quantity")}</TableCell>
            <TableCell align="right">{t("history.pricePerUnit")}</TableCell>
            <TableCell align="right">{t("history.totalCredits")}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow
              key={row.id}
              data-testid="market-transaction-row"
              data-type={row.transactionType}
              data-resource={row.resource}
            >
              <TableCell>
                <LocalTime value={row.executedAt} />
              </TableCell>
              <TableCell>
                <SideChip side={row.transactionType} />
              </TableCell>
              <TableCell>
                <ResourceCell resource={row.resource} />
              </TableCell>
              <TableCell align="right" sx={numeric}>
                {formatNumber(row.quantity)}
              </TableCell>
              <TableCell align="right" sx={numeric}>
                {formatPrice(row.pricePerUnit)}
              </TableCell>
              <TableCell align="right" sx={{ ...numeric, fontWeight: 600 }}>
                {row.transactionType === "buy" ? "−" : "+"}
                {formatNumber(row.totalCost)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function OrdersTable({ rows }: { readonly rows: readonly MarketOrder[] }) {
  const { t } = useTranslation("market");
  return (
    <TableContainer>
      <Table size="small" aria-label={t("history.ordersLabel")} data-testid="market-orders" sx={{ minWidth: 640 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t("history.created")}</TableCell>
            <TableCell>{t("history.type")}</TableCell>
            <TableCell>{t("history.resource")}</TableCell>
            <TableCell align="right">{t("history.requested")}</TableCell>
            <TableCell align="right">{t("history.filled")}</TableCell>
            <TableCell>{t("history.status")}</TableCell>
            <TableCell align="right">{t("history.totalCredits")}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow
              key={row.id}
              data-testid="market-order-row"
              data-type={row.orderType}
              data-resource={row.resource}
            >
              <TableCell>
                <LocalTime value={row.createdAt} />
              </TableCell>
              <TableCell>
                <SideChip side={row.orderType} />
              </TableCell>
              <TableCell>
                <ResourceCell resource={row.resource} />
              </TableCell>
              <TableCell align="right" sx={numeric}>
                {formatNumber(row.quantityRequested)}
              </TableCell>
              <TableCell align="right" sx={numeric}>
                {formatNumber(row.quantityFilled)}
              </TableCell>
              <TableCell>
                <Chip size="small" color="success" variant="outlined" label={t(`history.statuses.${row.status}`)} />
              </TableCell>
              <TableCell align="right" sx={{ ...numeric, fontWeight: 600 }}>
                {formatNumber(row.totalCost)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The tabs 'Your Transactions' and 'Your Orders' (social-and-advanced section 2): the latest 20 of each. */
export function MarketHistory({ galaxyId }: { readonly galaxyId: string }) {
  // The `build` catalogue names the goods.
  const { t } = useTranslation(["market", "build"]);
  const [tab, setTab] = useState<HistoryTab>("transactions");
  const transactions = useMarketTransactions(galaxyId);
  const orders = useMarketOrders(galaxyId);
  const query = tab === "transactions" ? transactions : orders;

  return (
    <Card data-testid="market-history">
      <Box sx={{ borderBottom: 1, borderColor: "divider", px: 1 }}>
        <Tabs value={tab} onChange={(_event, value: HistoryTab) => setTab(value)} aria-label={t("history.tabsLabel")}>
          <Tab
            value="transactions"
            icon={<ReceiptLongIcon fontSize="small" />}
            iconPosition="start"
            label={t("history.transactions")}
            data-testid="market-tab-transactions"
          />
          <Tab
            value="orders"
            icon={<ListAltIcon fontSize="small" />}
            iconPosition="start"
            label={t("history.orders")}
            data-testid="market-tab-orders"
          />
        </Tabs>
      </Box>
      <Box sx={{ p: { xs: 1, sm: 2 } }}>
        {query.isPending ? (
          <LoadingState text={t("history.loading")} />
        ) : query.isError ? (
          <ErrorState message={t("page.loadFailed")} onRetry={() => void query.refetch()} />
        ) : tab === "transactions" ? (
          transactions.data && transactions.data.transactions.length > 0 ? (
            <TransactionsTable rows={transactions.data.transactions} />
          ) : (
            <EmptyState icon={<ReceiptLongIcon fontSize="inherit" />} message={t("history.noTransactions")} />
          )
        ) : orders.data && orders.data.orders.length > 0 ? (
          <OrdersTable rows={orders.data.orders} />
        ) : (
          <EmptyState icon={<ListAltIcon fontSize="inherit" />} message={t("history.noOrders")} />
        )}
      </Box>
    </Card>
  );
}
