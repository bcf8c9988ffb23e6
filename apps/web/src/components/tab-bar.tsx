import { TabBar } from 'antd-mobile';
import type { ReactNode } from 'react';

export interface TabItem {
  key: string;
  path: string;
  title: string;
  icon: ReactNode;
}

/** Bottom tab bar; the app decides the entries and where they lead. */
export function AppTabBar({ items, activePath, onNavigate }: { items: TabItem[]; activePath: string; onNavigate: (path: string) => void }) {
  const active = items.find((item) => activePath === item.path || activePath.startsWith(`${item.path}/`));
  return (
    <nav className="app-tab-bar" data-testid="tab-bar">
      <TabBar safeArea activeKey={active?.key ?? null} onChange={(key) => onNavigate(items.find((item) => item.key === key)?.path ?? key)}>
        {items.map((item) => (
          <TabBar.Item key={item.key} icon={item.icon} title={<span data-testid={`tab-${item.key}`}>{item.title}</span>} />
        ))}
      </TabBar>
    </nav>
  );
}
