import { useEffect, useState } from 'react';
import { Button, Card, Col, Form, Input, Row, Space, Spin, Tag, Typography } from 'antd';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { formatDateTime, type ClientFormRecord } from 'shared-kit/contract';
import { apiErrorMessage, showToast } from 'shared-kit/runtime';
import { getProspectiveTenant } from '../api/get-prospective-tenant';
import { CLIENT_FORM_SECTIONS } from '../client-form-sections';

/** Back to the previous page, or to the list when the form was opened directly. */
function useGoBack(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    if (location.key === 'default') navigate('/client-form', { replace: true });
    else navigate(-1);
  };
}

/**
 * A client form record, read-only (spec 02 §2.12 "Client form screen"): Loading until fetched, then
 * the status, the Eastern created and updated times and the form's sections. A failed fetch shows
 * 'Unable to fetch' and goes back (spec 02 §8).
 */
export function ClientFormPage() {
  const { id = '' } = useParams();
  const goBack = useGoBack();
  const [record, setRecord] = useState<ClientFormRecord>();

  useEffect(() => {
    let live = true;
    setRecord(undefined);
    getProspectiveTenant(id)
      .then((data) => live && setRecord(data))
      .catch((error: unknown) => {
        if (!live) return;
        showToast(apiErrorMessage(error, { fallbackMessage: 'Unable to fetch' }));
        goBack();
      });
    return () => {
      live = false;
    };
    // goBack changes with every location; the record is fetched once per id.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);

  return (
    <section aria-labelledby="client-form-title">
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 12 }}>
        <Button onClick={goBack}>Back</Button>
        <Typography.Title level={3} id="client-form-title" style={{ margin: 0 }}>
          New Client Account Details
        </Typography.Title>
      </div>
      {record ? (
        <>
          <Space size="large" wrap style={{ display: 'flex', marginBottom: 16 }}>
            <span>
              Status: <Tag data-testid="client-form-status">{record.status}</Tag>
            </span>
            <span>Created Date: {formatDateTime(record.createDate)}</span>
            <span>Updated Date: {formatDateTime(record.updateDate)}</span>
          </Space>
          <Form layout="vertical" component="div">
            {CLIENT_FORM_SECTIONS.map((section) => (
              <Card key={section.title} title={section.title} size="small" style={{ marginBottom: 16 }}>
                <Row gutter={16}>
                  {section.fields.map((field) => (
                    <Col key={field.name} xs={24} md={12} lg={8}>
                      <Form.Item label={field.label} htmlFor={`client-form-${field.name}`}>
                        <Input id={`client-form-${field.name}`} readOnly value={String(record[field.name] ?? '')} />
                      </Form.Item>
                    </Col>
                  ))}
                </Row>
              </Card>
            ))}
          </Form>
        </>
      ) : (
        <div role="status" style={{ padding: 48, textAlign: 'center' }}>
          <Spin />
          <div>Loading</div>
        </div>
      )}
    </section>
  );
}
