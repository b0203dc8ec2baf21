import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import logo from '../assets/logo.svg';

/** The frame of the sign-in and reset-password pages. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 16, background: '#f0f2f5' }}>
      <Card style={{ width: '100%', maxWidth: 420 }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 24 }}>
          <img src={logo} alt="Admin Console" width={40} height={40} />
          <Typography.Title level={3} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
        </div>
        {children}
      </Card>
    </main>
  );
}
