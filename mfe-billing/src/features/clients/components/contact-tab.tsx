import { Card, Flex, Table, type TableColumnsType } from 'antd';
import Descriptions from 'antd/es/descriptions';
import { orMissing, type ClientContact } from 'shared-kit/contract';

type Person = ClientContact['contacts'][number];

const ROLE_LABELS: Record<Person['role'], string> = {
  PRIMARY: 'Primary Contact',
  BILLING: 'Accounts Payable',
  SIGNER: 'Authorized Signer',
};

const columns: TableColumnsType<Person> = [
  { key: 'role', dataIndex: 'role', title: 'Role', render: (role: Person['role']) => ROLE_LABELS[role] ?? role },
  { key: 'name', dataIndex: 'name', title: 'Name' },
  { key: 'title', dataIndex: 'title', title: 'Title', render: orMissing },
  { key: 'email', dataIndex: 'email', title: 'Email', render: (email: string) => <a href={`mailto:${email}`}>{email}</a> },
  { key: 'phone', dataIndex: 'phone', title: 'Phone', render: orMissing },
];

/** Contact tab: the client's people and billing address. */
export function ContactTab({ contact }: { contact: ClientContact }) {
  const address = contact.billingAddress;
  return (
    <Flex vertical gap={16}>
      <Card size="small" title="Company">
        <Descriptions
          size="small"
          column={{ xs: 1, md: 3 }}
          items={[
            { key: 'clientName', label: 'Client Name', children: contact.clientName },
            { key: 'officialLegalName', label: 'Official Legal Name', children: orMissing(contact.officialLegalName) },
            { key: 'dba', label: 'DBA', children: orMissing(contact.dba) },
          ]}
        />
      </Card>
      <Card size="small" title="Contacts">
        <Table<Person>
          size="small"
          rowKey={(person) => `${person.role}-${person.email}`}
          columns={columns}
          dataSource={contact.contacts}
          pagination={false}
          locale={{ emptyText: 'No Contacts Found' }}
        />
      </Card>
      <Card size="small" title="Billing Address">
        <Descriptions
          size="small"
          column={{ xs: 1, md: 3 }}
          items={[
            { key: 'address1', label: 'Address 1', children: orMissing(address.address1) },
            { key: 'address2', label: 'Address 2', children: orMissing(address.address2) },
            { key: 'city', label: 'City', children: orMissing(address.city) },
            { key: 'state', label: 'State', children: orMissing(address.state) },
            { key: 'zipcode', label: 'Zip Code', children: orMissing(address.zipcode) },
            { key: 'country', label: 'Country', children: orMissing(address.country) },
          ]}
        />
      </Card>
    </Flex>
  );
}
