-- Which process runs a RUNNING asynchronous request and how many times it was started, so a request
-- left RUNNING by a process that stopped is run again, a bounded number of times
-- (async-request-runner.ts "Abandoned requests"). The runner refreshes updated_at while it works.

alter table async_requests add column runner_id text;
alter table async_requests add column attempts integer not null default 0;
