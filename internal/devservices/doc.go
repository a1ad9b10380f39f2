// Package devservices owns the local services of development and CI: the
// OpenSearch node or cluster and the Redis (or Redis Cluster) that
// scripts/services.sh starts, and the one model of them that every tool
// shares — the state directory, each node's ports, directory, name and pid
// file (Layout). It installs OpenSearch from Maven Central (and the
// analysis-az plugin when the repository has one), starts, waits for,
// heals and stops the nodes, and builds the Redis Cluster. The node-loss
// drill and the test harness read the same Layout instead of their own
// conventions.
package devservices
